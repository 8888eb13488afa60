import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { importerConfigBody } from '@vitrina/testkit/api/importer';
import { entryBody, storedImage } from '@vitrina/testkit/api/magazine';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const DAY = 86_400_000;
// 15:00 UTC is noon in Buenos Aires (the default SITE_TIME_ZONE): every fact below falls on the day named.
let clock = Date.parse('2026-03-10T15:00:00.000Z');

interface Dashboard {
  figures: { favourites: number; brandClicks: number; clothes: number };
  series: Record<
    string,
    { points: { day: string; value: number }[]; total: number; previousTotal: number; previousPoints: number[]; changePercent: number | null }
  >;
  topClothes: Array<{ clothId: string; views: number; favourites: number; clickOuts: number; clickOutRate: number }>;
  demand: Array<{ text: string; searches: number; empty: number }>;
  influencers: unknown[];
  firstSteps: { cloth: boolean; importer: boolean; story: boolean; shared: boolean };
  period: { from: string; to: string };
  code?: string;
}

let vitrina: TestVitrina;
let brand: Client;
let brandId: string;
let shirt: string;
let dress: string;
let ip = 0;
const guest = () => vitrina.client(`198.51.100.${(ip += 1)}`);
const as = (client: Client, path: string) => client.call<Dashboard>('GET', path, undefined, { 'User-Agent': BROWSER });

beforeAll(async () => {
  vitrina = await startTestVitrina({}, { now: () => new Date(clock) });
  ({ client: brand, brandId } = await signedInBrand(vitrina, 'PRO'));
  shirt = (await brand.post<{ id: string }>('/admin/clothes', clothBody({ url: 'https://sur.example/camisa' }))).body.id;
  dress = (await brand.post<{ id: string }>('/admin/clothes', clothBody({ names: { es: 'Vestido' } }))).body.id;
  // 10 March: two people open the shirt, one follows its link out, one keeps it, someone clicks the brand's name.
  const [a, b] = [guest(), guest()];
  await as(a, `/clothes/${shirt}`);
  await as(b, `/clothes/${shirt}`);
  await fetch(`${vitrina.url}/api/clothes/${shirt}/out`, { redirect: 'manual', headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': '198.51.100.90' } });
  const ana = (await vitrina.signedIn('USER')).client;
  await ana.post('/favorites', { id: shirt, type: 'cloth' });
  await ana.put(`/follows/brand/${brandId}`, {});
  await guest().post(`/brands/${brandId}/click`, {});
  // 11 March: the dress is opened once; someone keeps the shirt and lets it go again; a search finds nothing.
  clock += DAY;
  await as(guest(), `/clothes/${dress}`);
  const leo = (await vitrina.signedIn('USER')).client;
  await leo.post('/favorites', { id: shirt, type: 'cloth' });
  await leo.call('DELETE', '/favorites', { id: shirt, type: 'cloth' });
  await leo.put(`/follows/brand/${brandId}`, {});
  await as(leo, '/search?q=pijama%20de%20seda&categories=camisas');
  await vitrina.vitrina.facts!.flush();
  await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['analytics', 'favourites', 'following']);
});
afterAll(() => vitrina.close());

describe('GET /dashboard', () => {
  it('answers the seed’s three figures and each series by day, equal to the facts counted by hand', async () => {
    const { status, body } = await as(brand, '/dashboard?period=7d');
    expect(status).toBe(200);
    expect(body.figures).toEqual({ favourites: 1, brandClicks: 1, clothes: 2, followers: 2, searchers: 0 });
    expect(body.period).toMatchObject({ from: '2026-03-05', to: '2026-03-11' });
    expect(body.series.views!.points.slice(-2)).toEqual([
      { day: '2026-03-10', value: 2 },
      { day: '2026-03-11', value: 1 },
    ]);
    expect(Object.fromEntries(Object.entries(body.series).map(([name, series]) => [name, series.total]))).toEqual({
      views: 3,
      clickOuts: 1,
      favourites: 1,
      brandClicks: 1,
      recommendations: 0,
      followers: 2,
    });
    expect(body.series.views).toMatchObject({ previousTotal: 0, previousPoints: [0, 0, 0, 0, 0, 0, 0], changePercent: null });
    expect(body.topClothes[0]).toMatchObject({ clothId: shirt, views: 2, favourites: 1, clickOuts: 1, clickOutRate: 0.5 });
    expect(body.demand).toEqual([expect.objectContaining({ text: 'pijama de seda', searches: 1, empty: 1 })]);
  });

  it('compares a period with the one before it', async () => {
    const { body } = await as(brand, '/dashboard?from=2026-03-11&to=2026-03-11');
    expect(body.series.views).toMatchObject({ total: 1, previousTotal: 2, previousPoints: [2], changePercent: -50 });
    expect(body.series.favourites).toMatchObject({ total: 0, previousTotal: 1, changePercent: -100 });
    expect(body.series.followers).toMatchObject({
      points: [{ day: '2026-03-11', value: 1 }],
      total: 1,
      previousTotal: 1,
      previousPoints: [1],
      changePercent: 0,
    });
  });

  it('answers every figure as it stood at the end of an earlier day, from the log', async () => {
    const { body } = await as(brand, '/dashboard?as_of=2026-03-10&period=7d');
    expect(body.figures).toEqual({ favourites: 1, brandClicks: 1, clothes: 2, followers: 1, searchers: 0 });
    expect(body.period).toMatchObject({ to: '2026-03-10' });
    expect(body.series.views!.total).toBe(2);
    expect(body.demand).toEqual([]);
    const before = await as(brand, '/dashboard?as_of=2026-03-09&period=7d');
    expect(before.body.figures).toEqual({ favourites: 0, brandClicks: 0, clothes: 0, followers: 0, searchers: 0 });
  });

  it('exports the series and the top clothes as CSV', async () => {
    const series = await fetch(`${vitrina.url}/api/dashboard/export?what=series&period=7d`, { headers: { Cookie: `${brandCookie()}` } });
    expect(series.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await series.text()).trim().split('\r\n');
    expect(lines[0]).toBe('day,views,clickOuts,favourites,brandClicks,recommendations,followers');
    expect(lines).toHaveLength(8);
    expect(lines.at(-1)).toBe('2026-03-11,1,0,0,0,0,1');
    const clothes = await (await fetch(`${vitrina.url}/api/dashboard/export?what=clothes&period=7d`, { headers: { Cookie: brandCookie() } })).text();
    expect(clothes.split('\r\n')[1]).toBe(`${shirt},Camisa de lino,2,1,1,0.5`);
  });

  it('shows a brand only itself, and refuses shoppers and bad periods', async () => {
    const other = await signedInBrand(vitrina, 'BASIC');
    expect((await as(other.client, `/dashboard?brandId=${brandId}`)).status).toBe(404);
    expect((await as((await vitrina.signedIn('USER')).client, '/dashboard')).status).toBe(403);
    expect((await as(brand, '/dashboard?from=2026-03-11')).status).toBe(400);
    expect((await as(brand, '/dashboard?from=2026-03-11&to=2026-03-01')).status).toBe(400);
    expect((await as(brand, '/dashboard?period=1y')).status).toBe(400);
    const admin = (await vitrina.signedIn('ADMIN')).client;
    expect((await as(admin, `/dashboard?brandId=${brandId}&period=7d`)).body.figures).toEqual({
      favourites: 1,
      brandClicks: 1,
      clothes: 2,
      followers: 2,
      searchers: 0,
    });
  });

  // Last: the recommendation adds a favourite to the figures the tests above count.
  it('quotes what influencers said of the brand’s clothes', async () => {
    const { client } = await vitrina.signedIn('INFLUENCER');
    await client.post('/favorites', { id: dress, type: 'cloth' });
    expect((await client.put(`/favorites/${dress}`, { review: { es: 'Lo uso todo el verano.' } })).status).toBe(200);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['favourites']);
    const { body } = await as(brand, '/dashboard?period=7d');
    expect(body.influencers).toEqual([expect.objectContaining({ clothId: dress, clothName: 'Vestido', review: 'Lo uso todo el verano.' })]);
  });

  it('says which of its first steps a new brand has done: a cloth, its importer, a story, someone come to it', async () => {
    const { client, brandId: newBrand } = await signedInBrand(vitrina, 'PRO');
    const steps = async () => (await as(client, '/dashboard')).body.firstSteps;
    expect(await steps()).toEqual({ cloth: false, importer: false, story: false, shared: false });
    expect((await client.post('/admin/clothes', clothBody())).status).toBe(201);
    expect((await client.put('/importer/config', { config: importerConfigBody() })).status).toBe(200);
    expect((await client.post('/admin/magazine', entryBody(await storedImage(vitrina, 7)))).status).toBe(201);
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['analytics', 'magazine', 'importer']);
    expect(await steps()).toEqual({ cloth: true, importer: true, story: true, shared: false });
    await guest().post(`/brands/${newBrand}/click`, {});
    await vitrina.vitrina.facts!.flush();
    await vitrina.vitrina.runner!.waitFor(await vitrina.head(), ['analytics']);
    expect(await steps()).toMatchObject({ shared: true });
  });
});

function brandCookie(): string {
  const session = (brand as unknown as { cookies: Map<string, string> }).cookies;
  return [...session].map(([name, value]) => `${name}=${value}`).join('; ');
}
