import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { BACK_IN_STOCK_QUEUE } from '@vitrina/worker/alerts/back-in-stock';
import { en } from '@vitrina/worker/emails/messages.en';
import { clothBody, startWithBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * "Notify me" (issue 45, item 4): a signed-in shopper asks of a sold-out size or a sold-out cloth; the back-in-stock
 * alert goes to them when that size (or the cloth) comes back, and to nobody who asked of another size or cancelled.
 */
let vitrina: TestVitrina;
let brand: Client;
beforeAll(async () => void ({ vitrina, client: brand } = await startWithBrand('PRO')));
afterAll(() => vitrina?.close());

const SUBJECT = en.kinds.backInStock.subject;
const sized = (soldOutSizes: string[], soldOut = false) =>
  clothBody({ names: { es: 'Vestido de seda', en: 'Silk dress' }, sizes: ['S', 'M', 'L'], stock: { soldOut, soldOutSizes } });
const alertsTo = async (email: string) => (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(email) && mail.subject === SUBJECT);
const settled = () =>
  expect
    .poll(
      async () => {
        const counts = await vitrina.vitrina.runtime.jobs.counts(BACK_IN_STOCK_QUEUE);
        return counts.waiting + counts.active + counts.delayed;
      },
      { timeout: 15_000 },
    )
    .toBe(0);
const shopper = async () => {
  const signed = await vitrina.signedIn('USER', freshIp());
  expect((await signed.client.put('/profile/settings', { firstName: '', lastName: '', preferenceGender: null, language: 'en' })).status).toBe(200);
  return signed;
};

describe('notify me', () => {
  it('is asked of a sold-out size once, listed, refused for a size one can buy, and cancelled', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', sized(['M']))).body.id;
    const { client } = await shopper();
    const asked = await client.post<{ clothId: string; size: string | null }>('/stock-alerts', { clothId: cloth, size: 'M' });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ clothId: cloth, size: 'M' });
    expect((await client.post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(200);
    expect((await client.get<{ items: unknown[] }>(`/stock-alerts?clothId=${cloth}`)).body.items).toEqual([
      expect.objectContaining({ clothId: cloth, size: 'M' }),
    ]);
    expect((await client.post('/stock-alerts', { clothId: cloth, size: 'S' })).body).toMatchObject({ code: 'NOT_SOLD_OUT' });
    expect((await client.post('/stock-alerts', { clothId: cloth, size: null })).body).toMatchObject({ code: 'NOT_SOLD_OUT' });
    expect((await client.post('/stock-alerts', { clothId: cloth, size: 'XXL' })).status).toBe(404);
    expect((await client.call('DELETE', '/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(204);
    expect((await client.call('DELETE', '/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(204);
    expect((await client.get<{ items: unknown[] }>(`/stock-alerts?clothId=${cloth}`)).body.items).toEqual([]);
    expect((await vitrina.client(freshIp()).post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(401);
  });

  it('mails the person who asked when that size comes back, and not who asked of another size or cancelled', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', sized(['M', 'L']))).body.id;
    const [asker, other, cancelled] = await Promise.all([shopper(), shopper(), shopper()]);
    expect((await asker.client.post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(200);
    expect((await other.client.post('/stock-alerts', { clothId: cloth, size: 'L' })).status).toBe(200);
    expect((await cancelled.client.post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(200);
    expect((await cancelled.client.call('DELETE', '/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(204);

    expect((await brand.put(`/admin/clothes/${cloth}`, sized(['L']))).status).toBe(200);
    const mail = await vitrina.mail(asker.user.email, new RegExp(SUBJECT));
    expect(mail.text).toContain('Silk dress');
    expect(mail.text).toContain('As you asked: Silk dress');
    expect(mail.text).toContain('size M');
    await settled();
    expect(await alertsTo(asker.user.email)).toHaveLength(1);
    expect(await alertsTo(other.user.email)).toEqual([]);
    expect(await alertsTo(cancelled.user.email)).toEqual([]);
  });

  it('mails who asked of a sold-out cloth when it can be bought again', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', sized([], true))).body.id;
    const asker = await shopper();
    expect((await asker.client.post('/stock-alerts', { clothId: cloth, size: null })).status).toBe(200);
    expect((await brand.put(`/admin/clothes/${cloth}`, sized(['S']))).status).toBe(200);
    const mail = await vitrina.mail(asker.user.email, new RegExp(SUBJECT));
    expect(mail.text).toContain('Silk dress');
  });
});
