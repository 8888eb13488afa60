import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import { BACK_IN_STOCK_QUEUE } from '@vitrina/worker/alerts/back-in-stock';
import { it as italian } from '@vitrina/worker/emails/messages.it';
import { es } from '@vitrina/worker/emails/messages.es';
import { clothBody, startWithBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import type { Client, TestVitrina } from '@vitrina/testkit/api/vitrina';

/**
 * Back-in-stock alerts: a favourite (or a size of it) that can be bought again, or a hidden one shown again, mails
 * each person who keeps it and accepts these alerts, once a day at most, in their language, with a one-click way out.
 */
let vitrina: TestVitrina;
let brand: Client;
beforeAll(async () => void ({ vitrina, client: brand } = await startWithBrand('PRO')));
afterAll(() => vitrina?.close());

const SUBJECTS = new Set([italian.kinds.backInStock.subject, es.kinds.backInStock.subject]);
const sized = (soldOutSizes: string[], overrides: Record<string, unknown> = {}) =>
  clothBody({ names: { es: 'Camisa de lino', it: 'Camicia di lino' }, sizes: ['S', 'M', 'L'], stock: { soldOut: false, soldOutSizes }, ...overrides });
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
