import type { BillingCycle } from './tiers';

const DAY_MS = 86_400_000;

/** Whole cents, as providers charge them. */
export const roundCents = (amount: number) => Math.round(amount * 100) / 100;

export const addDays = (instant: string, days: number) => new Date(Date.parse(instant) + days * DAY_MS).toISOString();

/**
 * When a period that starts at `start` ends: one calendar month or year later, in UTC, with the day clamped to the
 * month's last (a period from 31 January ends on 28 or 29 February), as Stripe and Mercado Pago bill.
 */
export function periodEndOf(start: string, cycle: BillingCycle): string {
  const date = new Date(start);
  const months = cycle === 'MONTHLY' ? 1 : 12;
  const year = date.getUTCFullYear() + Math.floor((date.getUTCMonth() + months) / 12);
  const month = (date.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = new Date(date);
  end.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return end.toISOString();
}

export interface Proration {
  /** What the upgrade costs now, in the plan's currency: the new plan's share of the rest of the period, less the old one's. */
  amount: number;
  /** The period the subscription is in after the upgrade: the same one, or a new one when the cycle changes. */
  periodStart: string;
  periodEnd: string;
}

/**
 * An upgrade's proration, to the second. Within one cycle the period stays and the brand pays the difference for
 * what is left of it; a move from monthly to yearly starts a new yearly period now, less the unused monthly time.
 */
export function prorate(
  from: { amount: number; billingCycle: BillingCycle },
  to: { amount: number; billingCycle: BillingCycle },
  period: { start: string; end: string },
  now: string,
): Proration {
  const total = Date.parse(period.end) - Date.parse(period.start);
  const left = Math.min(total, Math.max(0, Date.parse(period.end) - Date.parse(now)));
  const unused = total > 0 ? (from.amount * left) / total : 0;
  if (from.billingCycle === to.billingCycle) {
    const share = total > 0 ? (to.amount * left) / total : 0;
    return { amount: Math.max(0, roundCents(share - unused)), periodStart: period.start, periodEnd: period.end };
  }
  return { amount: Math.max(0, roundCents(to.amount - unused)), periodStart: now, periodEnd: periodEndOf(now, to.billingCycle) };
}
