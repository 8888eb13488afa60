import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '@vitrina/testkit/infra/mail/outbox-reader';
import type { Language } from '@vitrina/domain/core/languages';
import { buildDigests, digestJobId, DIGESTS_QUEUE, type DigestJob } from '@vitrina/worker/digests/build';
import { DIGEST_BUILDS_QUEUE, DigestClock } from '@vitrina/worker/digests/clock';
import { lastPeriod } from '@vitrina/worker/digests/period';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { jobQueueTarget } from '../runtime';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { offThread } from './off-thread';
import { newestMatches, searchLabel } from './saved-searches';

/**
 * Digests on an injected clock (the site's time zone is Buenos Aires: periods end at 08:00 there, 11:00 UTC): one
 * per person and period however often the schedule fires, none without news, in the person's language, with a
 * one-click unsubscribe that turns exactly digests off.
 */
let vitrina: TestVitrina;
let clock = Date.parse('2026-11-24T12:00:00.000Z'); // Tuesday
let brand: { client: Client; brandId: string };
beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
  brand = await signedInBrand(vitrina, 'PRO');
});
afterAll(() => vitrina?.close());

const person = async (digest: 'daily' | 'weekly' | 'off', language = 'es') => {
  const signed = await vitrina.signedIn('USER', freshIp());
  const preferences = { promotions: false, news: false, specialOffers: true, digest, backInStock: true };
  expect((await signed.client.put('/profile/email-preferences', preferences)).status).toBe(200);
  if (language !== 'es')
    expect((await signed.client.put('/profile/settings', { firstName: '', lastName: '', preferenceGender: null, language })).status).toBe(200);
  return signed;
};
const digestsTo = async (email: string) => (await readOutbox(vitrina.outbox)).filter((mail) => mail.to.includes(email) && mail.headers['list-unsubscribe']);
const settled = async () => {
  const jobs = vitrina.vitrina.runtime.jobs;
  await expect
    .poll(
      async () => {
        const [builds, digests] = await Promise.all([jobs.counts(DIGEST_BUILDS_QUEUE), jobs.counts(DIGESTS_QUEUE)]);
        return builds.waiting + builds.active + builds.delayed + digests.waiting + digests.active + digests.delayed;
      },
      { timeout: 20_000 },
    )
    .toBe(0);
};

describe('digests', () => {
  it('sends each person one digest of the period in their language, only with news, and stops after a one-click unsubscribe', async () => {
    const ana = await person('daily', 'en');
    const bea = await person('weekly');
    const carla = await person('daily');
    const dora = await person('off');
    for (const someone of [ana, bea, dora]) expect((await someone.client.put(`/follows/brand/${brand.brandId}`, {})).status).toBe(200);
    expect((await ana.client.post('/saved-searches', { search: 'q=poncho' })).status).toBe(201);

    // Tuesday afternoon: the brand adds a shirt and a poncho; Wednesday morning, the daily digests of Tuesday go.
    clock = Date.parse('2026-11-24T15:00:00.000Z');
    const shirt = (await brand.client.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Camisa de lino', en: 'Linen shirt' } }))).body.id;
    const poncho = (await brand.client.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Poncho de alpaca', en: 'Alpaca poncho' } }))).body.id;
    clock = Date.parse('2026-11-25T12:00:00.000Z');
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    await expect.poll(async () => (await ana.client.get<Array<{ newCount: number }>>('/saved-searches')).body[0]?.newCount).toBe(1);

    const clock_ = vitrina.vitrina.worker!.digestClock;
    for (let tick = 0; tick < 3; tick++) await clock_.tick();
    const mail = await vitrina.mail(ana.user.email, /New for you/);
    await settled();
    expect(await digestsTo(ana.user.email)).toHaveLength(1);
    expect(mail.text).toContain('There are 2 new pieces for you since yesterday');
    expect(mail.text).toContain('Linen shirt');
    expect(mail.text).toContain('Alpaca poncho');
    expect(mail.text).toMatch(/New from .+/);
    const site = vitrina.vitrina.runtime.config.PUBLIC_URL;
    expect(mail.links).toEqual(expect.arrayContaining([`${site}/en/cloth/${shirt}`, `${site}/en/cloth/${poncho}`, `${site}/en/home`]));
    expect(mail.links.filter((link) => link.startsWith(`${site}/en/unsubscribe?`))).toHaveLength(1);
    expect(mail.html).toMatch(/<img src="[^"]+\/images\/[^"]+"/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Weekly readers wait for Monday; nothing new, no email; digests off, none.
    expect(await digestsTo(bea.user.email)).toEqual([]);
    expect(await digestsTo(carla.user.email)).toEqual([]);
    expect(await digestsTo(dora.user.email)).toEqual([]);

    // The header's one click turns digests off, and only them.
    const oneClick = mail.headers['list-unsubscribe']!.replace(/^<|>$/g, '').replace(site, vitrina.url);
    const done = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(done.status).toBe(200);
    expect((await ana.client.get<{ emailPreferences: Record<string, unknown> }>('/profile')).body.emailPreferences).toMatchObject({
      digest: 'off',
      backInStock: true,
      specialOffers: true,
    });

    // Next Monday: the weekly digest tells Bea of the week's clothes; Ana, unsubscribed, hears nothing more.
    clock = Date.parse('2026-11-25T15:00:00.000Z');
    await brand.client.post('/admin/clothes', clothBody({ names: { es: 'Falda plisada' } }));
    clock = Date.parse('2026-11-30T12:00:00.000Z');
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    await clock_.tick();
    const weekly = await vitrina.mail(bea.user.email, /Novedades para ti/);
    await settled();
    expect(weekly.text).toContain('Hay 3 prendas nuevas para ti esta semana');
    expect(await digestsTo(bea.user.email)).toHaveLength(1);
    expect(await digestsTo(ana.user.email)).toHaveLength(1);
  });

  it('builds a period on a thread of its own with the same jobs as on the api’s thread, and stops a build past its time budget', async () => {
    const eva = await person('daily');
    const fede = await person('daily', 'it');
    expect((await eva.client.put(`/follows/brand/${brand.brandId}`, {})).status).toBe(200);
    expect((await fede.client.post('/saved-searches', { search: 'q=kimono' })).status).toBe(201);
    clock = Date.parse('2026-12-01T15:00:00.000Z');
    await brand.client.post('/admin/clothes', clothBody({ names: { es: 'Kimono de lana', it: 'Kimono di lana' } }));
    clock = Date.parse('2026-12-02T12:00:00.000Z');
    await vitrina.vitrina.runner!.waitFor(await vitrina.head());
    await expect.poll(async () => (await fede.client.get<Array<{ newCount: number }>>('/saved-searches')).body[0]?.newCount).toBe(1);

    const { runtime } = vitrina.vitrina;
    const period = lastPeriod('daily', new Date(clock), runtime.config.SITE_TIME_ZONE);
    const here: DigestJob[] = [];
    const savedSearches = {
      matches: (text: string, language: Language) => newestMatches(runtime, text, language),
      label: (text: string, language: Language) => searchLabel(runtime, text, language),
    };
    const onApi = await buildDigests({ readModels: runtime.readModels, savedSearches }, period, async (page) => void here.push(...page));
    const options = {
      file: runtime.config.readStore.kind === 'sqlite' ? runtime.config.readStore.file : '',
      projections: runtime.projections,
      jobs: jobQueueTarget(runtime.config),
      logger: runtime.logger,
    };
    const onThread = await offThread(options).digestBuilder(period);

    // The thread queued the same jobs this thread would have, and the worker here sent them.
    expect(onThread).toMatchObject(onApi);
    expect(onThread.heapPeakMb).toBeGreaterThan(0);
    const queued = await Promise.all(here.map((job) => runtime.jobs.get(DIGESTS_QUEUE, digestJobId(job.userId, period))));
    expect(queued.map((job) => job?.data)).toEqual(here);
    const reasons = (userId: string) => here.find((job) => job.userId === userId)?.items.map((item) => item.reason.kind);
    expect(reasons(eva.userId)).toEqual(['brand']);
    expect(reasons(fede.userId)).toEqual(['search']);
    expect((await vitrina.mail(fede.user.email, /Novità per te/)).text).toContain('Kimono di lana');
    await settled();
    expect(await digestsTo(eva.user.email)).toHaveLength(1);

    // A build tried again starts where the last try's saved progress says, on either thread.
    const resume = { after: eva.userId, save: async () => {} };
    const resumedHere = await buildDigests({ readModels: runtime.readModels, savedSearches }, period, async () => {}, resume);
    expect(await offThread(options).digestBuilder(period, resume)).toMatchObject(resumedHere);

    // The clock sends a build there from OFF_THREAD_FROM recipients, with the progress its job saved; below, it builds here.
    const asked: Array<[string, string | undefined]> = [];
    const clockWith = (offThreadFrom: number) =>
      new DigestClock({
        ...runtime,
        savedSearches: { ...savedSearches, brands: async () => [] },
        timeZone: runtime.config.SITE_TIME_ZONE,
        offThreadFrom,
        digestBuilder: async (asks, progress) => (asked.push([asks.key, progress?.after]), { people: -1, digests: -1 }),
      });
    expect(await clockWith(1).build(period, { after: eva.userId, save: async () => {} })).toEqual({ people: -1, digests: -1 });
    expect(asked).toEqual([[period.key, eva.userId]]);
    expect(await clockWith(1_000).build(period)).toMatchObject(onApi);
    expect(asked).toHaveLength(1);

    await expect(offThread({ ...options, budgetMs: 1 }).digestBuilder(period)).rejects.toThrow(/took longer than 1 ms/);
  });
});
