import { z } from 'zod';

const DAY_MS = 86_400_000;
const Day = z.iso.date();

/** ?period=7d|30d|90d|12m, or ?from=&to= (days, inclusive); ?as_of=<day> answers as things stood at its end. */
export const periodFields = {
  period: z.enum(['7d', '30d', '90d', '12m']).optional(),
  from: Day.optional(),
  to: Day.optional(),
  as_of: Day.optional(),
};

type PeriodInput = { period?: '7d' | '30d' | '90d' | '12m'; from?: string; to?: string; as_of?: string };

/** The period's rules, for a query's `.superRefine`: from and to go together, in order. */
export function periodRules(query: PeriodInput, ctx: z.RefinementCtx): void {
  if (!query.from !== !query.to) ctx.addIssue({ code: 'custom', message: 'from and to go together', path: ['from'] });
  else if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['from'] });
}

export interface Period {
  from: string;
  to: string;
  /** The period of the same length just before it, for the comparison. */
  previous: { from: string; to: string; days: string[] };
  days: string[];
}

const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
const length = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The days a query names, ending today (or on its as_of day), in the site's calendar. At most two years. */
export function periodOf(query: PeriodInput, today: string): Period {
  const end = query.to ?? query.as_of ?? today;
  let from = query.from;
  if (!from) {
    const span = { '7d': 7, '30d': 30, '90d': 90, '12m': 365 }[query.period ?? '30d'];
    from = shift(end, -(span - 1));
  }
  const count = Math.min(length(from, end), 731);
  from = shift(end, -(count - 1));
  const days = Array.from({ length: count }, (_, i) => shift(from, i));
  const previousFrom = shift(from, -count);
  return { from, to: end, previous: { from: previousFrom, to: shift(from, -1), days: days.map((_, i) => shift(previousFrom, i)) }, days };
}

/** The instant a day of a time zone ends (its next day's midnight there). */
export function endOfDayIn(timeZone: string, day: string): Date {
  const next = shift(day, 1);
  const guess = Date.parse(`${next}T00:00:00.000Z`);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  })
    .formatToParts(new Date(guess))
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const local = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  return new Date(guess - (local - guess));
}
