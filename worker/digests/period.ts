import cronParser from 'cron-parser';
import type { DigestFrequency } from '@vitrina/domain/accounts/profile';

export type DigestKind = Exclude<DigestFrequency, 'off'>;
export const DIGEST_KINDS: readonly DigestKind[] = ['daily', 'weekly'];

/** One digest's span: what came in [from, to) is told; `key` names it in job ids (`daily:2026-11-28`). */
export interface DigestPeriod {
  kind: DigestKind;
  key: string;
  from: string;
  to: string;
}

/** Digests go out at eight in the morning, site time: the daily one every day, the weekly one on Mondays. */
const CRON: Record<DigestKind, string> = { daily: '0 8 * * *', weekly: '0 8 * * 1' };

/** The last period of this kind that ended at or before `now`, in the site's time zone. */
export function lastPeriod(kind: DigestKind, now: Date, timeZone: string): DigestPeriod {
  const ticks = cronParser.parseExpression(CRON[kind], { currentDate: new Date(now.getTime() + 1), tz: timeZone });
  const to = ticks.prev().toDate();
  const from = ticks.prev().toDate();
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(to);
  return { kind, key: `${kind}:${day}`, from: from.toISOString(), to: to.toISOString() };
}
