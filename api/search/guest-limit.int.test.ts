import { afterEach, describe, expect, it } from 'vitest';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { REFINEMENTS_PER_SEARCH } from './routes';

/**
 * The guest search limit: FREE_SEARCH_LIMIT searches (query texts) per guest cookie, FREE_SEARCH_ADDRESS_LIMIT per address for all its
 * guests together, the address read through TRUST_PROXY. The test server is reached from 127.0.0.1, its clients
 * naming their address in X-Forwarded-For as a proxy would.
 */
let vitrina: TestVitrina | undefined;
afterEach(async () => {
  await vitrina?.close();
  vitrina = undefined;
});

const start = async (env: Record<string, string>) => {
  vitrina = await startTestVitrina({ FREE_SEARCH_LIMIT: '2', ...env });
  return vitrina;
};
const search = (client: Client, q = 'abrigo') => client.get(`/search?q=${encodeURIComponent(q)}`);
/** How many of `times` new searches a client got answered before being asked to log in (every later one refused too). */
async function allowance(client: Client, times: number): Promise<number> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await search(client, `abrigo ${i}`)).status);
  const answered = statuses.filter((status) => status === 200).length;
  expect(statuses, 'answered, then refused').toEqual([...Array(answered).fill(200), ...Array(times - answered).fill(401)]);
  return answered;
}

/** The statuses a client's searches got, one query string each. */
async function statuses(client: Client, queries: string[]): Promise<number[]> {
  const answered: number[] = [];
  for (const query of queries) answered.push((await client.get(`/search?${query}`)).status);
  return answered;
}

describe('a search is its text: refinements are free', () => {
  const refinementsOfVestidoRojo = [
    'q=vestido+rojo&sort=price_asc',
    'q=vestido+rojo&sort=price_desc',
    'q=vestido+rojo&sort=newest',
    'q=vestido+rojo&sort=favourites',
    'q=vestido+rojo&categories=vestidos',
    'q=vestido+rojo&categories=vestidos&gender=mujer',
    'q=vestido+rojo&categories=vestidos&gender=mujer&size=m',
    'q=vestido+rojo&categories=vestidos&gender=mujer&size=m,l',
    'q=vestido+rojo&categories=vestidos&gender=mujer&priceMax=50000',
    'q=vestido+rojo&availability=in-stock&page=2',
    'q=vestido+rojo&page=3',
    // The same words written otherwise are the same search.
    'q=Vestido%20%20ROJO!',
  ];

  it('answers 12 refinements of one search without a wall; new queries still meet it; an earlier one is free again', async () => {
    const site = await start({});
    const guest = site.client('198.51.100.50');
    expect(await statuses(guest, ['q=vestido+rojo', ...refinementsOfVestidoRojo])).toEqual(Array(13).fill(200));
    expect(await statuses(guest, ['q=abrigo', 'q=camisa'])).toEqual([200, 401]);
    expect(await statuses(guest, ['q=vestido+rojo&sort=newest', 'q=abrigo&page=2', 'q=camisa&sort=newest'])).toEqual([200, 200, 401]);
  });

  it('counts a search once more every REFINEMENTS_PER_SEARCH refinements, so no filter or page pages the catalogue for free', async () => {
    const site = await start({});
    const scraper = site.client('198.51.100.51');
    const pages = Array.from({ length: 2 * (1 + REFINEMENTS_PER_SEARCH) }, (_, i) => `q=abrigo&page=${(i % 50) + 1}&categories=c${i}`);
    expect(await statuses(scraper, pages)).toEqual(Array(pages.length).fill(200));
    expect(await statuses(scraper, ['q=abrigo&page=7', 'q=abrigo&sort=newest&gender=g1', 'q=otra'])).toEqual([401, 401, 401]);
  });
});

describe('per guest cookie, with the address as a brake', () => {
  it('gives each new browser on one address its own allowance, up to the address ceiling', async () => {
    const site = await start({ FREE_SEARCH_ADDRESS_LIMIT: '5' });
    const first = site.client('198.51.100.23');
    expect(await allowance(first, 3)).toBe(2);
    const refused = await search(first);
    expect(refused).toMatchObject({ status: 401, body: { code: 'FREE_SEARCH_LIMIT_EXCEEDED' } });
    // A second browser on the same address starts at its own zero (refusals did not spend the address's five)…
    expect(await allowance(site.client('198.51.100.23'), 3)).toBe(2);
    // …a third gets the one search left to the address, then is asked to log in.
    expect(await allowance(site.client('198.51.100.23'), 3)).toBe(1);
    // Another address is untouched, and a signed-in person is never counted.
    expect(await allowance(site.client('198.51.100.24'), 3)).toBe(2);
    const { client } = await site.signedIn('USER', '198.51.100.23');
    expect(await allowance(client, 4)).toBe(4);
  });

  it('keeps counting one browser by its cookie, whatever address it comes from', async () => {
    const site = await start({});
    const guest = site.client('198.51.100.30');
    expect(await allowance(guest, 2)).toBe(2);
    const cookie = guest.cookie('vitrina_guest');
    expect(cookie).toBeTruthy();
    const moved = await site.client('198.51.100.31').call('GET', '/search?q=abrigo', undefined, { Cookie: `vitrina_guest=${cookie}` });
    expect(moved.status).toBe(401);
  });

  it('defaults the address ceiling to ten times the guest limit', async () => {
    const site = await start({});
    expect(site.vitrina.runtime.config.FREE_SEARCH_ADDRESS_LIMIT).toBe(20);
    const answered: number[] = [];
    for (let i = 0; i < 11; i++) answered.push(await allowance(site.client('198.51.100.40'), 2));
    expect(answered).toEqual([...Array(10).fill(2), 0]);
  });
});

describe('TRUST_PROXY', () => {
  /** Two browsers naming different addresses: whether they share one address ceiling of 3 says what the api believed. */
  async function shareAnAddress(site: TestVitrina): Promise<boolean> {
    expect(await allowance(site.client('203.0.113.1'), 2)).toBe(2);
    const second = await allowance(site.client('203.0.113.2'), 2);
    return second === 1;
  }

  it('believes X-Forwarded-For from a trusted hop (loopback, the default)', async () => {
    expect(await shareAnAddress(await start({ FREE_SEARCH_ADDRESS_LIMIT: '3' }))).toBe(false);
  });

  it('believes it through a trusted hop count or subnet', async () => {
    expect(await shareAnAddress(await start({ FREE_SEARCH_ADDRESS_LIMIT: '3', TRUST_PROXY: '1' }))).toBe(false);
    await vitrina!.close();
    vitrina = undefined;
    expect(await shareAnAddress(await start({ FREE_SEARCH_ADDRESS_LIMIT: '3', TRUST_PROXY: '10.0.0.0/8, 127.0.0.0/8' }))).toBe(false);
  });

  it('ignores it when the hop is not trusted: every guest is the proxy’s address', async () => {
    expect(await shareAnAddress(await start({ FREE_SEARCH_ADDRESS_LIMIT: '3', TRUST_PROXY: 'false' }))).toBe(true);
    await vitrina!.close();
    vitrina = undefined;
    expect(await shareAnAddress(await start({ FREE_SEARCH_ADDRESS_LIMIT: '3', TRUST_PROXY: '10.0.0.0/8' }))).toBe(true);
  });
});
