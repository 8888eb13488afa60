import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobContext, JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { MailMessage, Mailer } from '@vitrina/infra/mail/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { PRORATION_RECEIPT_DELAY_MS, subscriptionEmailHandler, subscriptionEmailsReactor } from './emails';

const BRAND_ID = '5b7c4a8e-1111-4c3b-9d2e-000000000001';
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Sends one job's email to an owner who reads `language`, and returns the text part. */
async function mailed(language: string, event: { type: string; data: Record<string, unknown> }, more: Record<string, unknown> = {}): Promise<string> {
  const docs: Record<string, unknown> = {
    ...more,
    brands: { _id: BRAND_ID, brand: 'Casa Luna' },
    users: {
      _id: 'u3',
      username: 'casa-luna',
      email: 'hola@casaluna.com',
      language,
      owner: BRAND_ID,
      subscription: { tier: 'PRO', billingCycle: 'MONTHLY', status: 'ACTIVE' },
    },
  };
  const readModels = { collection: (name: string) => ({ findOne: async () => docs[name] ?? null }) } as unknown as ReadStoreSession;
  const sent: MailMessage[] = [];
  const mailer = { send: async (message: MailMessage) => (sent.push(message), { messageId: 'm1' }) } as unknown as Mailer;
  const handle = subscriptionEmailHandler({ readModels, mailer, publicUrl: 'https://vitrina.example', logger: {} as Logger });
  await handle({ kind: 'unused', event: { ...event, data: { brandId: BRAND_ID, ...event.data } } }, { id: 'job-1' } as JobContext);
  expect(sent).toHaveLength(1);
  return plain(sent[0]!.text);
}

const renewal = (amount: number, currency: string) => ({
  type: 'SubscriptionRenewed',
  data: {
    tier: 'PRO',
    billingCycle: 'MONTHLY',
    amount,
    currency,
    provider: 'test',
    providerSubscriptionId: 'tsub_1',
    providerPaymentId: 'tpay_1',
    providerEventId: 'tevt_1',
    paidAt: '2026-11-12T12:00:00.000Z',
    periodStart: '2026-11-12T12:00:00.000Z',
    periodEnd: '2026-12-12T12:00:00.000Z',
  },
});
// Decided before the upgrade to Ultimate was recorded, the proration names the plan upgraded from.
const proration = { type: 'ProrationPaid', data: { ...renewal(20, 'USD').data, tier: 'BASIC', providerPaymentId: 'tpay_3' } };
const reminder = (amount: number, currency: string) => ({
  type: 'RenewalReminderDue',
  data: { periodEnd: '2026-12-12T12:00:00.000Z', amount, currency, at: '2026-12-05T12:00:00.000Z' },
});

describe('subscription emails', () => {
  it.each([
    ['en', 'We received $29 on November 12, 2026'],
    ['es', 'Recibimos US$ 29 el 12 de noviembre de 2026'],
    ['it', '29 USD'],
    ['fr', '29 $US'],
  ])('write a receipt’s amount as the site shows it, in the owner’s language (%s)', async (language, expected) => {
    expect(await mailed(language, renewal(29, 'USD'))).toContain(expected);
  });

  it('write cents only when there are some, and pesos as pesos', async () => {
    expect(await mailed('en', renewal(15.5, 'USD'))).toContain('$15.50');
    expect(await mailed('es', renewal(29_900, 'ARS'))).toContain('$ 29.900');
    expect(await mailed('en', reminder(299_000, 'ARS'))).toContain('for ARS 299,000.');
    expect(await mailed('es', reminder(290, 'USD'))).toContain('US$ 290');
  });

  it('name in a proration’s receipt the plan upgraded to, as the read model’s row does once the upgrade is recorded', async () => {
    const subscriptions = { _id: BRAND_ID, payments: [{ paymentId: 'tpay_3', kind: 'proration', tier: 'ULTIMATE', billingCycle: 'MONTHLY' }] };
    expect(await mailed('en', proration, { subscriptions })).toContain('for upgrading Casa Luna to the ULTIMATE plan');
    // With no row to read, the event's own plan.
    expect(await mailed('en', proration)).toContain('for upgrading Casa Luna to the BASIC plan');
  });

  it('wait a little before a proration’s receipt, for the upgrade it pays for to be recorded', async () => {
    const added: { name: string; delayMs?: number }[] = [];
    const jobs = {
      add: async (_queue: string, name: string, _data: unknown, options: { delayMs?: number }) => (added.push({ name, delayMs: options.delayMs }), true),
    } as unknown as JobQueue;
    const reactor = subscriptionEmailsReactor(jobs);
    for (const event of [proration, renewal(29, 'USD')])
      await reactor.react({ id: `e-${event.type}`, ...event, data: { brandId: BRAND_ID, ...event.data } } as unknown as RecordedEvent);
    expect(added).toEqual([
      { name: 'subscriptionReceipt', delayMs: PRORATION_RECEIPT_DELAY_MS },
      { name: 'subscriptionReceipt', delayMs: undefined },
    ]);
  });
});
