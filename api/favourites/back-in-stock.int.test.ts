import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { BACK_IN_STOCK_QUEUE } from '@vitrina/worker/alerts/back-in-stock';
import { it as italian } from '@vitrina/worker/emails/messages.it';
import { en } from '@vitrina/worker/emails/messages.en';
import { es } from '@vitrina/worker/emails/messages.es';
import { clothBody, startWithBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * Back-in-stock alerts: a favourite (or a size of it) that can be bought again, or a hidden one shown again, mails
 * each person who keeps it and accepts these alerts, once a day at most, in their language, with a one-click way out.
 * "Notify me" (issue 45, item 4): a signed-in shopper asks of a sold-out size or a sold-out cloth; the alert goes to
 * them when that size (or the cloth) comes back, and to nobody who asked of another size or cancelled.
 */
let vitrina: TestVitrina;
let brand: Client;
beforeAll(async () => void ({ vitrina, client: brand } = await startWithBrand('PRO')));
afterAll(() => vitrina?.close());

const SUBJECTS = new Set([italian.kinds.backInStock.subject, es.kinds.backInStock.subject, en.kinds.backInStock.subject]);
const sized = (soldOutSizes: string[], overrides: Record<string, unknown> = {}) =>
  clothBody({ names: { es: 'Camisa de lino', it: 'Camicia di lino' }, sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes }, ...overrides });
/** The cloth a shopper asks to be told of (notify me). */
const dress = (soldOutSizes: string[], soldOut = false) =>
  clothBody({ names: { es: 'Vestido de seda', en: 'Silk dress' }, sizes: ['S', 'M', 'L'], stock: { soldOut, soldOutSizes } });
const alertsTo = async (email: string) => (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(email) && SUBJECTS.has(mail.subject));
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

const shopper = async (language: string, backInStock = true) => {
  const signed = await vitrina.signedIn('USER', freshIp());
  expect((await signed.client.put('/profile/settings', { firstName: '', lastName: '', preferenceGender: null, language })).status).toBe(200);
  if (!backInStock)
    expect(
      (await signed.client.put('/profile/email-preferences', { promotions: false, news: false, specialOffers: true, digest: 'weekly', backInStock: false }))
        .status,
    ).toBe(200);
  return signed;
};

describe('back-in-stock alerts', () => {
  it('mail who keeps the cloth when a size comes back, once a day however the stock flickers, and nobody who turned them off', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', sized(['M']))).body.id;
    const ana = await shopper('it');
    const bea = await shopper('es', false);
    for (const someone of [ana, bea]) expect((await someone.client.post('/favorites', { id: cloth, type: 'cloth' })).status).toBe(200);

    expect((await brand.put(`/admin/clothes/${cloth}`, sized([]))).status).toBe(200);
    const mail = await vitrina.mail(ana.user.email, new RegExp(italian.kinds.backInStock.subject));
    expect(mail.text).toContain('Camicia di lino');
    expect(mail.text).toContain('taglia M');
    expect(mail.links.filter((link) => link.includes('/it/unsubscribe?') && link.includes('k=backInStock'))).toHaveLength(1);
    // The cloth opens in the reader's language.
    expect(mail.links).toContain(`http://localhost:3000/it/cloth/${cloth}`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Sold out and back again the same day: no second email.
    expect((await brand.put(`/admin/clothes/${cloth}`, sized(['M']))).status).toBe(200);
    expect((await brand.put(`/admin/clothes/${cloth}`, sized([]))).status).toBe(200);
    await settled();
    expect(await alertsTo(ana.user.email)).toHaveLength(1);
    expect(await alertsTo(bea.user.email)).toEqual([]);
  });

  it('tells of a hidden favourite shown again, but not of one still sold out', async () => {
    const shown = (await brand.post<{ id: string }>('/admin/clothes', sized([]))).body.id;
    const soldOut = (
      await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Falda' }, sizes: ['S'], stock: { soldOut: true, soldOutSizes: [] } }))
    ).body.id;
    const carla = await shopper('es');
    for (const id of [shown, soldOut]) expect((await carla.client.post('/favorites', { id, type: 'cloth' })).status).toBe(200);
    for (const id of [shown, soldOut]) expect((await brand.put(`/admin/clothes/${id}/visibility`, { visible: false })).status).toBe(200);
    for (const id of [shown, soldOut]) expect((await brand.put(`/admin/clothes/${id}/visibility`, { visible: true })).status).toBe(200);
    const mail = await vitrina.mail(carla.user.email, new RegExp(es.kinds.backInStock.subject));
    expect(mail.text).toContain('Camisa de lino');
    await settled();
    expect(await alertsTo(carla.user.email)).toHaveLength(1);
  });
});

describe('notify me', () => {
  it('is asked of a sold-out size once, listed, refused for a size one can buy, and cancelled', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', dress(['M']))).body.id;
    const { client } = await shopper('en');
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
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', dress(['M', 'L']))).body.id;
    const [asker, other, cancelled] = await Promise.all([shopper('en'), shopper('en'), shopper('en')]);
    expect((await asker.client.post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(200);
    expect((await other.client.post('/stock-alerts', { clothId: cloth, size: 'L' })).status).toBe(200);
    expect((await cancelled.client.post('/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(200);
    expect((await cancelled.client.call('DELETE', '/stock-alerts', { clothId: cloth, size: 'M' })).status).toBe(204);

    expect((await brand.put(`/admin/clothes/${cloth}`, dress(['L']))).status).toBe(200);
    const mail = await vitrina.mail(asker.user.email, new RegExp(en.kinds.backInStock.subject));
    expect(mail.text).toContain('Silk dress');
    expect(mail.text).toContain('As you asked: Silk dress');
    expect(mail.text).toContain('size M');
    await settled();
    expect(await alertsTo(asker.user.email)).toHaveLength(1);
    expect(await alertsTo(other.user.email)).toEqual([]);
    expect(await alertsTo(cancelled.user.email)).toEqual([]);
  });

  it('mails who asked of a sold-out cloth when it can be bought again', async () => {
    const cloth = (await brand.post<{ id: string }>('/admin/clothes', dress([], true))).body.id;
    const asker = await shopper('en');
    expect((await asker.client.post('/stock-alerts', { clothId: cloth, size: null })).status).toBe(200);
    expect((await brand.put(`/admin/clothes/${cloth}`, dress(['S']))).status).toBe(200);
    const mail = await vitrina.mail(asker.user.email, new RegExp(en.kinds.backInStock.subject));
    expect(mail.text).toContain('Silk dress');
  });
});
