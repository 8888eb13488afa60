/**
 * BullMQ refuses custom job ids that contain ':' or look like integers, and ours are `${eventId}:${purpose}`.
 * Ids are therefore escaped ('%' and ':' percent-encoded) and prefixed with 'j', which is reversible and keeps
 * distinct ids distinct. Jobs made by a Job Scheduler are named by BullMQ `repeat:${schedulerKey}:${millis}`;
 * they read back as `${schedulerId}:${millis}`, the shape the SQLite adapter gives its ticks.
 */
const REPEAT = 'repeat:';

export function escapeId(id: string): string {
  return id.replace(/%/g, '%25').replace(/:/g, '%3A');
}

export function unescapeId(escaped: string): string {
  return escaped.replace(/%(25|3A)/g, (match) => (match === '%25' ? '%' : ':'));
}

export function toBullJobId(id: string): string {
  return `j${escapeId(id)}`;
}

export function toBullSchedulerId(schedulerId: string): string {
  return escapeId(schedulerId);
}

export function fromBullJobId(bullId: string): string {
  if (bullId.startsWith(REPEAT)) {
    const rest = bullId.slice(REPEAT.length);
    const cut = rest.lastIndexOf(':');
    if (cut > 0) return `${unescapeId(rest.slice(0, cut))}:${rest.slice(cut + 1)}`;
  }
  if (bullId.startsWith('j')) return unescapeId(bullId.slice(1));
  return bullId;
}

/** The BullMQ ids under which the job known to the caller as `id` may be: added by hand, or a scheduler's tick. */
export function bullJobIdCandidates(id: string): string[] {
  const tick = /^(.+):(\d+)$/.exec(id);
  const candidates = [toBullJobId(id)];
  if (tick?.[1] && tick[2]) candidates.push(`${REPEAT}${toBullSchedulerId(tick[1])}:${tick[2]}`);
  return candidates;
}
