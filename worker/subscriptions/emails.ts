import { pathIn } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@vitrina/domain/core/languages';
import { formatMoney } from '@vitrina/domain/core/money';
import type { SubscriptionEvent, SubscriptionEventOf } from '@vitrina/domain/subscriptions/events';
import { isBillingCycle } from '@vitrina/domain/subscriptions/tiers';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobHandler, JobQueue } from '@vitrina/infra/jobs/port';
import type { Logger } from '@vitrina/infra/log/logger';
import type { Mailer } from '@vitrina/infra/mail/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { SubscriptionDoc } from '@vitrina/projector/subscriptions';
import type { UserDoc } from '@vitrina/projector/users';
import type { EmailParams } from '../emails/messages';
import { oneLine, renderEmail } from '../emails/render';
import type { Reactor } from '../reactor';

export const SUBSCRIPTION_EMAILS_QUEUE = 'subscription-emails';

/**
 * A proration's webhook may be decided before the upgrade it pays for is recorded (the provider is asked first), and
 * then names the plan upgraded from; the read model puts the plan upgraded to on its row once the upgrade follows, so
 * the receipt waits that long and reads the plan there.
 */
export const PRORATION_RECEIPT_DELAY_MS = 30_000;

type Kind = 'subscriptionReceipt' | 'paymentFailed' | 'renewalReminder' | 'cancellationConfirmed' | 'planLapsed';
type Mailed = SubscriptionEventOf<
  'SubscriptionPaid' | 'SubscriptionRenewed' | 'ProrationPaid' | 'PaymentFailed' | 'RenewalReminderDue' | 'CancellationScheduled' | 'SubscriptionLapsed'
>;

/** The job: which email, for which brand, and the event's facts it reports. */
export interface SubscriptionEmailJob {
  kind: Kind;
  event: Mailed;
}

const MAILED: Record<Mailed['type'], Kind> = {
  SubscriptionPaid: 'subscriptionReceipt',
  SubscriptionRenewed: 'subscriptionReceipt',
  ProrationPaid: 'subscriptionReceipt',
  PaymentFailed: 'paymentFailed',
  RenewalReminderDue: 'renewalReminder',
  CancellationScheduled: 'cancellationConfirmed',
  SubscriptionLapsed: 'planLapsed',
};

/** Job ids from the subscription and the period or payment, so re-reading the log or a re-run mails nothing twice. */
function jobIdOf(event: Mailed, eventId: string): string {
  const { brandId } = event.data;
  switch (event.type) {
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed':
    case 'ProrationPaid':
      return `${brandId}:receipt:${event.data.providerPaymentId}`;
    case 'PaymentFailed':
      return `${brandId}:payment-failed:${event.data.graceEndsAt}`;
    case 'RenewalReminderDue':
      return `${brandId}:renewal-reminder:${event.data.periodEnd}`;
    case 'CancellationScheduled':
      // Each confirmed cancellation is its own fact (cancel, resume, cancel again): one email per event.
      return `${brandId}:cancelled:${eventId}`;
    case 'SubscriptionLapsed':
      return `${brandId}:lapsed:${event.data.lapsedAt}`;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription email ${JSON.stringify(unknown)}`);
    }
  }
}

/** Receipts, payment failures, renewal reminders, cancellations and lapses, mailed to the brand's owner. */
export function subscriptionEmailsReactor(jobs: JobQueue): Reactor {
  return {
    name: 'subscriptionEmails',
    eventTypes: Object.keys(MAILED),
    async react(recorded: RecordedEvent) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent as Mailed;
      const kind = MAILED[event.type];
      if (!kind) return;
      const job: SubscriptionEmailJob = { kind, event };
      const delay = event.type === 'ProrationPaid' ? { delayMs: PRORATION_RECEIPT_DELAY_MS } : {};
      await jobs.add(SUBSCRIPTION_EMAILS_QUEUE, kind, job, { jobId: jobIdOf(event, recorded.id), attempts: 8, backoffMs: 5_000, ...delay });
    },
  };
}

export interface SubscriptionEmailDeps {
  readModels: ReadStoreSession;
  mailer: Mailer;
  publicUrl: string;
  logger: Logger;
}

const day = (instant: string, language: Language) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(instant));

/** Sends one subscription email in the owner's language; a brand with no owner account has no one to write to. */
export function subscriptionEmailHandler(deps: SubscriptionEmailDeps): JobHandler {
  return async (data, context) => {
    const { event } = data as SubscriptionEmailJob;
    const { brandId } = event.data;
    const [brand, owner, subscription] = await Promise.all([
      deps.readModels.collection<BrandDoc>('brands').findOne({ _id: brandId }),
      deps.readModels.collection<UserDoc>('users').findOne({ owner: brandId }),
      event.type === 'ProrationPaid' ? deps.readModels.collection<SubscriptionDoc>('subscriptions').findOne({ _id: brandId }) : null,
    ]);
    if (!brand || !owner) {
      deps.logger.info({ job: context.id }, 'subscription email skipped: the brand has no owner account');
      return;
    }
    const language = isLanguage(owner.language) ? owner.language : DEFAULT_LANGUAGE;
    const plan = {
      username: owner.username,
      brandName: oneLine(brand.brand),
      tier: owner.subscription?.tier ?? '',
      billingCycle: (owner.subscription?.billingCycle === 'YEARLY' ? 'YEARLY' : 'MONTHLY') as 'MONTHLY' | 'YEARLY',
      link: `${deps.publicUrl}${pathIn(language, '/admin/dashboard')}`,
    };
    const rendered = render(event, plan, language, subscription);
    await deps.mailer.send({
      to: owner.email,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      messageId: `<${context.id.replace(/[^A-Za-z0-9.-]/g, '.')}@vitrina>`,
    });
  };
}

function render(event: Mailed, plan: EmailParams['planLapsed'], language: Language, subscription: SubscriptionDoc | null) {
  switch (event.type) {
    case 'SubscriptionPaid':
    case 'SubscriptionRenewed':
    case 'ProrationPaid': {
      const d = event.data;
      // A proration pays for the plan upgraded to, which its row in the read model names (see PRORATION_RECEIPT_DELAY_MS).
      const row = event.type === 'ProrationPaid' ? subscription?.payments.find((payment) => payment.paymentId === d.providerPaymentId) : undefined;
      const paidFor = row && isBillingCycle(row.billingCycle) ? { tier: row.tier, billingCycle: row.billingCycle } : d;
      return renderEmail('subscriptionReceipt', language, {
        ...plan,
        tier: paidFor.tier,
        billingCycle: paidFor.billingCycle,
        amount: formatMoney(d.amount, d.currency, language),
        paidOn: day(d.paidAt, language),
        periodEnd: day(d.periodEnd, language),
        paymentId: d.providerPaymentId,
        proration: event.type === 'ProrationPaid',
      });
    }
    case 'PaymentFailed':
      return renderEmail('paymentFailed', language, { ...plan, graceEnds: day(event.data.graceEndsAt, language) });
    case 'RenewalReminderDue':
      return renderEmail('renewalReminder', language, {
        ...plan,
        amount: formatMoney(event.data.amount, event.data.currency, language),
        renewsOn: day(event.data.periodEnd, language),
      });
    case 'CancellationScheduled':
      return renderEmail('cancellationConfirmed', language, { ...plan, endsOn: day(event.data.cancelAt, language) });
    case 'SubscriptionLapsed':
      return renderEmail('planLapsed', language, plan);
    default: {
      const unknown: never = event;
      throw new Error(`Unknown subscription email ${JSON.stringify(unknown)}`);
    }
  }
}
