import { randomUUID } from 'node:crypto';
import { readFileSync, readlinkSync } from 'node:fs';
import { hostname } from 'node:os';

/*
 * Who holds a lease on a row of a SQLite file several processes share (the test provider's outbox), and whether that
 * holder is gone, so a crash's leases are released at the next start instead of when they run out, while a live
 * process's are never taken from it.
 */

/** When a process started, as Linux's /proc says (clock ticks since boot); undefined where there is no /proc or no such process. */
function startOfProcess(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which may hold spaces and parentheses: the start is the 22nd of all.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The pids this process can see: Linux's pid namespace (a container's own), or none where there is no /proc. */
function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

/**
 * Who holds a lease: where its pid means something (the machine and its pid namespace, since containers sharing the
 * volume each count pids of their own), the process, and that process's life (its start on Linux, the same for all
 * its threads; elsewhere an id of this module's load), so a process given a dead holder's pid is not taken for it (a
 * restarted container's node often is the same pid).
 */
export const LEASE_HOLDER = { host: `${hostname()} ${pidNamespace()}`.trim(), pid: process.pid, life: startOfProcess(process.pid) ?? randomUUID() };

/**
 * Whether a lease's holder whose pids are ours is gone: another life of this very pid, or a pid no process has now,
 * or one that /proc says started since. A process that is running, or not ours to signal (EPERM), holds on. Holders
 * elsewhere (another machine, another container) are not ours to ask about and keep their leases until they expire.
 */
export function holderGone(pid: number, life: string): boolean {
  if (pid === LEASE_HOLDER.pid) return life !== LEASE_HOLDER.life;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return true;
  }
  const started = startOfProcess(pid);
  return started !== undefined && started !== life;
}
