import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandStream } from '@vitrina/domain/following/events';
import { countDemand } from '@vitrina/worker/demand/measure';
import { DIGEST_BUILDS_QUEUE, DIGEST_CLOCK_SCHEDULE } from '@vitrina/worker/digests/clock';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { freshIp } from '@vitrina/testkit/api/security/harness';
import { eventually } from '@vitrina/testkit/api/eventually';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { jobQueueTarget } from '../runtime';
import { offThread } from './off-thread';
import { matchingBrands } from './saved-searches';

/**
 * A brand's demand: how many people keep saved searches that match its public clothes, measured each day by the
 * worker (on an injected clock), recorded only when it changes, and read on the dashboard now and as of a day.
 */
let vitrina: TestVitrina;
let clock = Date.parse('2026-11-24T12:00:00.000Z');
let ponchos: { client: Client; brandId: string };
let shirts: { client: Client; brandId: string };
beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
  // The test moves the clock itself: the schedule's real quarter-hour ticks would measure between its steps, and
  // the start's own tick (its builds and its measure of an empty site) is over before the first step.
  const { jobs } = vitrina.vitrina.runtime;
  await jobs.removeSchedule(DIGEST_BUILDS_QUEUE, DIGEST_CLOCK_SCHEDULE);
  await eventually(
    () => jobs.counts(DIGEST_BUILDS_QUEUE),
    (counts) => counts.waiting + counts.active + counts.delayed === 0,
    { what: 'the start’s digest builds and measure are done' },
  );
  [ponchos, shirts] = [await signedInBrand(vitrina, 'PRO'), await signedInBrand(vitrina, 'PRO')];
  expect((await ponchos.client.post('/admin/clothes', clothBody({ names: { es: 'Poncho Quillay', en: 'Quillay poncho' } }))).status).toBe(201);
  expect((await shirts.client.post('/admin/clothes', clothBody({ names: { es: 'Camisa Tobiano', en: 'Tobiano shirt' } }))).status).toBe(201);
  const shopper = vitrina.client(freshIp());
  for (const words of ['quillay', 'tobiano'])
    await eventually(
      () => shopper.get<{ total: number }>(`/search?q=${words}`),
      (answer) => answer.body.total > 0,
      { what: `the index has the ${words}` },
    );
});
afterAll(() => vitrina?.close());

const saving = async (...searches: string[]) => {
  const person = await vitrina.signedIn('USER', freshIp());
  for (const search of searches) expect((await person.client.post('/saved-searches', { search })).status).toBe(201);
  return person;
};
const searchers = async (brand: { client: Client }, asOf?: string) =>
  (await brand.client.get<{ figures: { searchers: number } }>(`/dashboard${asOf ? `?as_of=${asOf}` : ''}`)).body.figures.searchers;
const measure = async (day: string) => {
  const measured = await vitrina.vitrina.worker!.digestClock.measureDemand(day);
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['following']);
  return measured;
};

describe('saved-search demand on the dashboard', () => {
  it('counts the people whose saved searches match a brand’s clothes, once a day, and as it stood on a past day', async () => {
    const ana = await saving('q=quillay');
    await saving('q=quillay', 'q=tobiano');
    // Words and a brand filter that name another brand's cloth match neither brand.
    await saving(`brand=${ponchos.brandId}&q=tobiano`);
    expect(await searchers(ponchos)).toBe(0);

    // The embedded default counts on a thread of its own what this thread would count.
    const { runtime } = vitrina.vitrina;
    const file = runtime.config.readStore.kind === 'sqlite' ? runtime.config.readStore.file : '';
    const here = await countDemand({ readModels: runtime.readModels, matchingBrands: (search, language) => matchingBrands(runtime, search, language) });
    expect(await offThread({ file, projections: runtime.projections, jobs: jobQueueTarget(runtime.config), logger: runtime.logger }).demandCounter()).toEqual(
      here,
    );
    expect(here.demand).toEqual(
      new Map([
        [ponchos.brandId, { people: 2, searches: 2 }],
        [shirts.brandId, { people: 1, searches: 1 }],
      ]),
    );

    expect(await measure('2026-11-24')).toEqual({ searches: 3, brands: 2 });
    expect(await searchers(ponchos)).toBe(2);
    expect(await searchers(shirts)).toBe(1);

    // The same day measured again, or an unchanged figure the next day, appends nothing.
    const head = await vitrina.head();
    expect((await measure('2026-11-24')).brands).toBe(0);
    clock = Date.parse('2026-11-25T12:00:00.000Z');
    expect((await measure('2026-11-25')).brands).toBe(0);
    expect(await vitrina.head()).toBe(head);

    // Ana lets her search go: the next day's measure counts one, and the dashboard as of the first day still two.
    const [saved] = (await ana.client.get<Array<{ id: string }>>('/saved-searches')).body;
    expect((await ana.client.call('DELETE', `/saved-searches/${saved!.id}`)).status).toBe(204);
    clock = Date.parse('2026-11-26T12:00:00.000Z');
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['following']);
    expect(await measure('2026-11-26')).toMatchObject({ brands: 1 });
    expect(await searchers(ponchos)).toBe(1);
    expect(await searchers(ponchos, '2026-11-24')).toBe(2);
    expect(await searchers(ponchos, '2026-11-23')).toBe(0);
    const events = await vitrina.vitrina.runtime.eventStore.readStream(demandStream(ponchos.brandId));
    expect(events.map((event) => [event.type, (event.data as { day: string; people: number }).day, (event.data as { people: number }).people])).toEqual([
      ['SavedSearchDemandMeasured', '2026-11-24', 2],
      ['SavedSearchDemandMeasured', '2026-11-26', 1],
    ]);
  });

  it('is asked for by the digest clock, once per day however often it ticks', async () => {
    clock = Date.parse('2026-11-27T12:00:00.000Z');
    await saving('q=quillay');
    for (let tick = 0; tick < 3; tick++) await vitrina.vitrina.worker!.digestClock.tick();
    const stream = demandStream(ponchos.brandId);
    const events = await eventually(
      () => vitrina.vitrina.runtime.eventStore.readStream(stream),
      (recorded) => recorded.some((event) => (event.data as { day: string }).day === '2026-11-27'),
      { what: 'the clock measured the day' },
    );
    expect(events.filter((event) => (event.data as { day: string }).day === '2026-11-27')).toHaveLength(1);
    expect(events.at(-1)!.data).toMatchObject({ people: 2, searches: 2 });
  });
});
