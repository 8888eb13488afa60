import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../config/config';
import type { PaymentsProvider } from './port';
import type { Delivery } from './port';

export interface OpenPaymentsOptions {
  secret: Buffer;
  now: () => Date;
  /**
   * How the test provider sends its webhooks: straight into the api's webhook path when the api runs in this
   * process, else over HTTP to the public URL, as a real provider would.
   */
  deliver?: (delivery: Delivery) => Promise<void>;
}

/** The test provider's webhook secret, derived from the server secret so no one has to configure it. */
export const testWebhookSecret = (secret: Buffer) => createHmac('sha256', secret).update('payments:test-webhooks').digest('hex');

/** A test provider webhook sent over HTTP to the site's public address, as a real provider sends one. */
export async function postWebhook(config: Config, { body, headers }: Delivery): Promise<void> {
  const response = await fetch(`${config.PUBLIC_URL}/api/payments/webhooks/test`, { method: 'POST', body, headers });
  if (!response.ok) throw new Error(`The test provider's webhook was refused: ${response.status}`);
}

/** The payments adapter PAYMENTS_PROVIDER names (config checked that its keys are there). */
export async function openPayments(config: Config, options: OpenPaymentsOptions): Promise<PaymentsProvider> {
  switch (config.PAYMENTS_PROVIDER) {
    case 'stripe': {
      const { StripePayments } = await import('./stripe');
      const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
      return new StripePayments({
        secretKey: config.STRIPE_SECRET_KEY!,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
        ...(api
          ? {
              host: api.hostname,
              port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
              protocol: api.protocol.replace(':', '') as 'http' | 'https',
            }
          : {}),
      });
    }
    case 'mercadopago': {
      const { MercadoPagoPayments } = await import('./mercadopago');
      return new MercadoPagoPayments({
        accessToken: config.MERCADOPAGO_ACCESS_TOKEN!,
        webhookSecret: config.MERCADOPAGO_WEBHOOK_SECRET!,
        ...(config.MERCADOPAGO_API_URL ? { baseUrl: config.MERCADOPAGO_API_URL } : {}),
      });
    }
    case 'test': {
      const { TestPayments } = await import('./test');
      return new TestPayments({
        file: path.join(config.DATA_DIR, 'payments-test.sqlite'),
        webhookSecret: testWebhookSecret(options.secret),
        publicUrl: config.PUBLIC_URL,
        now: options.now,
        deliver: options.deliver ?? ((delivery) => postWebhook(config, delivery)),
        // Once started (by the api), deliveries not answered 2xx are looked at again every second.
        retryEveryMs: 1_000,
      });
    }
    default: {
      const unknown: never = config.PAYMENTS_PROVIDER;
      throw new Error(`Unknown payments provider ${String(unknown)}`);
    }
  }
}
