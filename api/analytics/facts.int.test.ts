import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementStream, searchesStream } from '@vitrina/domain/analytics/events';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

let vitrina: TestVitrina;
let brand: Client;
let brandId: string;
let shirt: string;
let noLink: string;

beforeAll(async () => {
  vitrina = await startTestVitrina();
  ({ client: brand, brandId } = await signedInBrand(vitrina, 'PRO'));
  shirt = (await brand.post<{ id: string }>('/admin/clothes', clothBody({ url: 'https://sur.example/camisa-lino' }))).body.id;
  noLink = (await brand.post<{ id: string }>('/admin/clothes', clothBody())).body.id;
});
afterAll(() => vitrina.close());

/** The facts of a type in the brand's stream, once what the api batched is in the log. */
const facts = async (type: string) => {
  await vitrina.vitrina.facts!.flush();
  return (await vitrina.vitrina.runtime.eventStore.readStream(engagementStream(brandId)))
    .filter((event) => event.type === type)
    .map((event) => event.data as Record<string, unknown>);
};
const open = (client: Client, path: string, agent = BROWSER) => client.call('GET', path, undefined, { 'User-Agent': agent });
let ip = 0;
const guest = () => vitrina.client(`198.51.100.${(ip += 1)}`);

describe('cloth page views', () => {
  it('counts guests and members once per client and cloth in a while, never bots nor the brand itself, and names no one', async () => {
    const before = (await facts('ClothPageViewed')).length;
    const visitor = guest();
    expect((await open(visitor, `/clothes/${shirt}`)).status).toBe(200);
    expect((await open(visitor, `/clothes/${shirt}`)).status).toBe(200);
    await open(guest(), `/clothes/${shirt}`);
    await open(guest(), `/clothes/${shirt}`, GOOGLEBOT);
    await open(brand, `/clothes/${shirt}`);
    const views = await facts('ClothPageViewed');
    expect(views.length - before).toBe(2);
    expect(Object.keys(views.at(-1)!).sort()).toEqual(['at', 'brandId', 'clothId']);
  });
});

describe('the way out to the shop', () => {
  it('redirects only to the cloth’s own stored URL and counts the click', async () => {
    const before = (await facts('ClothClickedOut')).length;
    const response = await fetch(`${vitrina.url}/api/clothes/${shirt}/out`, {
      redirect: 'manual',
      headers: { 'User-Agent': BROWSER, 'X-Forwarded-For': '198.51.100.200' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://sur.example/camisa-lino');
    expect((await facts('ClothClickedOut')).length - before).toBe(1);
  });

  it('has no way to send anyone elsewhere: no stored URL, an unknown cloth or any extra input is refused', async () => {
    const head = await vitrina.head();
    expect((await fetch(`${vitrina.url}/api/clothes/${noLink}/out`, { redirect: 'manual' })).status).toBe(404);
    expect((await fetch(`${vitrina.url}/api/clothes/5b0c9f1e-0000-4000-8000-000000000009/out`, { redirect: 'manual' })).status).toBe(404);
    const withTarget = await fetch(`${vitrina.url}/api/clothes/${shirt}/out?url=https://evil.example`, {
      redirect: 'manual',
      headers: { 'User-Agent': GOOGLEBOT },
    });
    expect(withTarget.headers.get('location')).toBe('https://sur.example/camisa-lino');
    expect((await fetch(`${vitrina.url}/api/clothes/not-a-cloth/out`, { redirect: 'manual' })).status).toBe(400);
    expect(await vitrina.head()).toBe(head);
  });
});

describe('searches', () => {
  it('records a new search’s text, filters and result count with no person or address, and not its further pages', async () => {
    const shopper = (await vitrina.signedIn('USER')).client;
    const today = searchesStream(new Date().toISOString());
    const before = (await vitrina.vitrina.runtime.eventStore.readStream(today)).length;
    await open(shopper, '/search?q=Pijama%20de%20Seda&categories=camisas');
    await open(shopper, '/search?q=pijama%20de%20seda&categories=camisas&page=2');
    await open(shopper, '/search?q=pijama', GOOGLEBOT);
    await vitrina.vitrina.facts!.flush();
    const recorded = (await vitrina.vitrina.runtime.eventStore.readStream(today)).slice(before);
    expect(recorded.map((event) => event.type)).toEqual(['SearchPerformed']);
    expect(recorded[0]!.data).toMatchObject({ text: 'pijama de seda', filters: { categories: ['camisas'], type: [] }, resultCount: 0 });
    expect(recorded[0]!.metadata.actor).toBeUndefined();
    expect(JSON.stringify({ data: recorded[0]!.data, metadata: recorded[0]!.metadata })).not.toMatch(/127\.0\.0\.1|198\.51/);
  });
});
