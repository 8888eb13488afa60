import { operations } from '../http/openapi';
import express, { Router } from 'express';
import { z } from 'zod';
import { FailureError } from '@vitrina/domain/core/failures';
import { subscriptionStream, type PaymentProvider } from '@vitrina/domain/subscriptions/events';
import { subscriptionDecider, type SubscriptionCommand } from '@vitrina/domain/subscriptions/subscription';
import { WebhookSignatureError, type PaymentEvent, type WebhookHeaders } from '@vitrina/infra/payments/port';
import type { Delivery } from '@vitrina/infra/payments/port';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';

const Reference = z.string().uuid();
/** The projections a payment changes, which the pages after a checkout read. */
export const SUBSCRIPTION_VIEWS = ['subscriptions', 'catalogue', 'users'] as const;

function commandOf(event: PaymentEvent, provider: PaymentProvider, context: ApiContext): SubscriptionCommand | null {
  const now = context.now().toISOString();
  switch (event.type) {
    case 'payment.succeeded': {
      const { eventId, reason, amount, currency, paymentId, subscriptionId, paidAt, periodStart, periodEnd } = event;
      return { type: 'RecordPayment', provider, eventId, reason, amount, currency, providerPaymentId: paymentId, providerSubscriptionId: subscriptionId, paidAt, periodStart, periodEnd };
    }
    case 'payment.failed':
      return { type: 'RecordPaymentFailure', provider, eventId: event.eventId, reason: event.reason, message: event.message.slice(0, 500), graceDays: context.config.SUBSCRIPTION_GRACE_DAYS, now };
    case 'subscription.ended':
      return { type: 'RecordProviderEnded', eventId: event.eventId, endedAt: event.endedAt };
    case 'ignored':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown payment event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The one way money changes a subscription: a verified provider event decided on the brand's stream. A resent
 * event appends nothing (its id is recorded); one about a subscription Vitrina does not know is ignored.
 */
export async function recordPaymentEvent(context: ApiContext, provider: PaymentProvider, event: PaymentEvent, correlationId: string): Promise<void> {
  if (event.type === 'ignored') return;
  const brandId = Reference.safeParse(event.reference);
  const command = commandOf(event, provider, context);
  if (!brandId.success || !command) {
    context.logger.warn({ provider, eventId: event.eventId }, 'payment event for an unknown reference; ignored');
    return;
  }
  try {
    const { position } = await runCommand(context.eventStore, subscriptionStream(brandId.data), subscriptionDecider, command, { correlationId, now: context.now() });
    await context.waitFor(position, SUBSCRIPTION_VIEWS);
  } catch (error) {
    if (error instanceof FailureError && error.failure.code === 'AMOUNT_MISMATCH') {
      // Never silently accepted: an operator reads this and settles it with the provider.
      context.logger.error({ provider, eventId: event.eventId, brandId: brandId.data, reason: error.failure.message }, 'payment refused: amount does not match the plan');
    }
    throw error;
  }
}

const headersOf = (raw: express.Request['headers']): WebhookHeaders =>
  Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));

async function receive(context: ApiContext, provider: string, body: Buffer, headers: WebhookHeaders, correlationId: string): Promise<void> {
  if (provider !== context.payments.name) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  let event: PaymentEvent;
  try {
    event = await context.payments.verifyWebhook(body, headers, context.now());
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new HttpError(400, 'BAD_SIGNATURE', error.message);
    throw error;
  }
  await recordPaymentEvent(context, context.payments.name, event, correlationId);
}

/**
 * POST /api/payments/webhooks/:provider, mounted before the JSON parser and the cross-site guard: providers send
 * neither our header nor, always, JSON, and the signature is over the raw bytes. The test provider delivers into the
 * same function when the api runs in its process.
 */
export function webhookRoutes(context: ApiContext): Router {
  const router = Router();
  context.webhooks.deliver = async (provider: string, delivery: Delivery) => {
    await receive(context, provider, delivery.body, delivery.headers, `webhook-${provider}`);
  };
  router.post('/payments/webhooks/:provider', express.raw({ type: () => true, limit: context.config.BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    await receive(context, String(req.params.provider), body, headersOf(req.headers), String(req.id));
    res.json({ received: true });
  });
  return router;
}

export const webhookApi = operations([
  {
    method: 'POST',
    path: '/payments/webhooks/:provider',
    tag: 'payments',
    summary: "A payment provider's signed delivery (raw bytes, verified by signature)",
    params: z.object({ provider: z.string() }),
    body: { raw: ['application/json'] },
    response: z.object({ received: z.literal(true) }),
  },
]);
