import { operations } from '../http/openapi';
import express, { Router } from 'express';
import { z } from 'zod';
import type { PaymentProvider } from '@vitrina/domain/subscriptions/payments';
import {
  PaymentEventSchema,
  PaymentsProviderError,
  WebhookSignatureError,
  WebhookUnreadableError,
  type Delivery,
  type PaymentEvent,
  type WebhookHeaders,
} from '@vitrina/infra/payments/port';
import { recordPaymentEvent as record } from '@vitrina/infra/payments/record';
import type { ApiContext } from '../context';
import { HttpError } from '../http/errors';

/** The projections a payment changes, which the pages after a checkout read. */
export const SUBSCRIPTION_VIEWS = ['subscriptions', 'catalogue', 'users'] as const;

/** The provider refused or could not be reached: nothing was recorded, the brand (or the provider) may try again. */
export const providerUnavailable = (error: unknown) =>
  error instanceof PaymentsProviderError
    ? new HttpError(502, 'PAYMENTS_UNAVAILABLE', 'The payment provider could not be reached. Please try again in a moment.')
    : error;

const recordDeps = (context: ApiContext) => ({ ...context, graceDays: context.config.SUBSCRIPTION_GRACE_DAYS });

/**
 * A provider's fact decided on the brand's stream (infra/payments/record.ts: once per payment id), then waited for
 * in the views the pages after a checkout read.
 */
export async function recordPaymentEvent(context: ApiContext, provider: PaymentProvider, event: PaymentEvent, correlationId: string): Promise<void> {
  const position = await record(recordDeps(context), provider, event, { source: 'webhook', correlationId });
  if (position !== null) await context.waitFor(position, SUBSCRIPTION_VIEWS);
}

const headersOf = (raw: express.Request['headers']): WebhookHeaders =>
  Object.fromEntries(Object.entries(raw).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value.join(',') : value]));

/** The delivery's own id where one can be read (a JSON body's `id`, Mercado Pago's x-request-id), for the operator's log. */
function deliveryIdOf(body: Buffer, headers: WebhookHeaders): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (parsed && typeof parsed === 'object' && 'id' in parsed && (typeof parsed.id === 'string' || typeof parsed.id === 'number'))
      return String(parsed.id).slice(0, 100);
  } catch {
    // Not JSON: the header may still name it.
  }
  return headers['x-request-id']?.slice(0, 100) ?? null;
}

async function receive(context: ApiContext, provider: string, body: Buffer, headers: WebhookHeaders, correlationId: string): Promise<void> {
  if (provider !== context.payments.name) throw new HttpError(404, 'NOT_FOUND', 'Not found.');
  let event: PaymentEvent;
  const unreadable = (reason: string) => {
    context.logger.warn(
      { provider, deliveryId: deliveryIdOf(body, headers), requestId: correlationId, reason },
      'webhook delivery could not be read; answered 400, nothing recorded',
    );
    return new HttpError(400, 'WEBHOOK_UNREADABLE', 'The delivery is signed but could not be read.');
  };
  try {
    const read = PaymentEventSchema.safeParse(await context.payments.verifyWebhook(body, headers, context.now()));
    if (!read.success)
      throw unreadable(
        `not a payment event: ${read.error.issues
          .map((issue) => `${issue.path.join('.')} ${issue.message}`)
          .join('; ')
          .slice(0, 300)}`,
      );
    event = read.data as PaymentEvent;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (error instanceof WebhookSignatureError) throw new HttpError(400, 'BAD_SIGNATURE', error.message);
    // The provider could not be reached to read what the delivery names: a 5xx, so it delivers again.
    if (error instanceof PaymentsProviderError) throw providerUnavailable(error);
    // Anything else the adapter met after the signature verified (not JSON, a shape it does not know) is unreadable.
    throw unreadable(error instanceof WebhookUnreadableError || error instanceof Error ? error.message : String(error));
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
