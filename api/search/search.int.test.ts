import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { Suggestions } from './responses';
import { eventually } from '@vitrina/testkit/api/eventually';

let vitrina: TestVitrina;
let shopper: Client;
let brand: Client;
let ids: Record<string, string>;
let clothes: Record<string, ReturnType<typeof clothBody>>;

interface Answer {
  items: Array<{ id: string; name: string; brand: { name: string }; price: number; currency: string; discountedPrice: number | null; inStock: boolean }>;
  total: number;
  facets: Record<string, Array<{ id: string; name: string; count: number }>>;
  price: { min: number; max: number } | null;
}

beforeAll(async () => {
  vitrina = await startTestVitrina({ FREE_SEARCH_LIMIT: '3' });
  ({ client: brand } = await signedInBrand(vitrina, 'PRO'));
  clothes = {
    linenShirt: clothBody({
      names: { es: 'Camisa de lino', en: 'Linen shirt', it: 'Camicia di lino', fr: 'Chemise en lin' },
      categoryId: 'camisas',
      gender: 'mujer',
      price: 25_000,
      seasons: ['verano'],
      description: { es: 'Botones de nácar y bolsillo en el pecho.' },
    }),
    denim: clothBody({
      names: { es: 'Vaqueros rectos', en: 'Straight jeans' },
      categoryId: 'vaqueros',
      gender: 'hombre',
      price: 48_000,
      seasons: ['otono', 'invierno'],
      description: { es: 'Cinco bolsillos, tiro medio.', en: 'Five pockets, mid rise.' },
    }),
    coat: clothBody({
      names: { es: 'Abrigo de lana', en: 'Wool coat' },
      categoryId: 'abrigos',
      gender: 'mujer',
      price: 120_000,
      discountEnabled: true,
      discountedPrice: 99_000,
      seasons: ['invierno'],
      colors: ['rojo', 'azul-marino'],
      style: 'elegante',
      description: { es: 'Cierre cruzado y bolsillos rectos.' },
    }),
    hidden: clothBody({ names: { es: 'Camisa secreta', en: 'Secret shirt' }, categoryId: 'camisas', gender: 'mujer', price: 30_000, visible: false }),
  };
  ids = {};
  for (const [key, body] of Object.entries(clothes)) {
    const created = await brand.post<{ id: string }>('/admin/clothes', body);
    if (created.status !== 201) throw new Error(`could not create ${key}: ${JSON.stringify(created.body)}`);
    ids[key] = created.body.id;
  }
  shopper = (await vitrina.signedIn('USER')).client;
  // The index follows the read models; wait until it has every cloth.
  await eventually(
    () => shopper.get<Answer>('/search'),
    (answer) => answer.body.total === 3,
    { what: 'the search index has every cloth' },
  );
});
afterAll(() => vitrina.close());

const search = (query: string, client = shopper, headers?: Record<string, string>) => client.call<Answer>('GET', `/search?${query}`, undefined, headers);

describe('GET /search', () => {
  it('finds by text across languages, with typos and accents, never a hidden cloth', async () => {
    expect((await search('q=lino')).body.items.map((item) => item.id)).toEqual([ids.linenShirt]);
    expect((await search('q=camiza')).body.items.map((item) => item.id)).toEqual([ids.linenShirt]);
    expect((await search('q=chemise')).body.items[0]!.id).toBe(ids.linenShirt);
    const english = await search('q=wool', shopper, { 'Accept-Language': 'en' });
    expect(english.body.items[0]).toMatchObject({ id: ids.coat, name: 'Wool coat', discountedPrice: 99_000, currency: 'ARS' });
  });

  it('finds a cloth by the words of its description, in any language, below a cloth with them in its name', async () => {
    const found = async (q: string) => (await search(`q=${encodeURIComponent(q)}`)).body.items.map((item) => item.id);
    expect(await found('nácar')).toEqual([ids.linenShirt]);
    expect(await found('bolsillo pecho')).toEqual([ids.linenShirt]);
    expect(await found('pockets')).toEqual([ids.denim]);
    // 'Rectos' is in the jeans' name and the newer coat's description: the name ranks first.
    expect(await found('rectos')).toEqual([ids.denim, ids.coat]);
  });

  it('finds a cloth by its colours and style named in any of the four languages', async () => {
    for (const q of ['rojo', 'red', 'rosso', 'rouge', 'navy', 'bleu marine', 'elegant', 'élégant']) {
      expect(
        (await search(`q=${encodeURIComponent(q)}`)).body.items.map((item) => item.id),
        q,
      ).toEqual([ids.coat]);
    }
  });

  it('filters with OR within a facet and AND across, and counts each facet with the other filters applied', async () => {
    const women = await search('gender=mujer');
    expect(women.body.total).toBe(2);
    expect(women.body.facets.gender).toEqual(
      expect.arrayContaining([
        { id: 'mujer', name: 'Mujer', count: 2 },
        { id: 'hombre', name: 'Hombre', count: 1 },
      ]),
    );
    const either = await search('categories=camisas,vaqueros');
    expect(either.body.total).toBe(2);
    const both = await search('categories=camisas,vaqueros&gender=hombre');
    expect(both.body.items.map((item) => item.id)).toEqual([ids.denim]);
    const cheap = await search('priceMax=50000&sort=price_desc');
    expect(cheap.body.items.map((item) => item.id)).toEqual([ids.denim, ids.linenShirt]);
    expect(cheap.body.price).toEqual({ min: 25_000, max: 99_000 });
  });

  it('refuses bad queries with a code', async () => {
    expect((await search('sort=cheapest')).status).toBe(400);
    expect((await search('unknown=1')).status).toBe(400);
    expect((await search('categories=DROP%20TABLE')).status).toBe(400);
  });

  it('lets a guest search a few times a day, then asks them to log in; signed-in people are not limited', async () => {
    const guest = vitrina.client('198.51.100.23');
    for (const q of ['abrigo', 'camisa', 'vaqueros']) expect((await search(`q=${q}`, guest)).status).toBe(200);
    const over = await search('q=lino', guest);
    expect(over).toMatchObject({ status: 401, body: { message: 'FREE_SEARCH_LIMIT_EXCEEDED' } });
    // The limit is the guest's (its cookie), not its address's: see guest-limit.int.test.ts.
    for (let i = 0; i < 5; i++) expect((await search('q=abrigo')).status).toBe(200);
  });
});

describe('GET /suggestions', () => {
  it('gives guests the newest visible clothes of a type, in a category and gender, without counting a search', async () => {
    const guest = vitrina.client('198.51.100.77');
    for (let i = 0; i < 5; i++) {
      const shelf = await guest.call<Answer>('GET', '/suggestions?gender=mujer&limit=8', undefined, { 'Accept-Language': 'en' });
      expect(shelf.status).toBe(200);
      expect(shelf.body.items.map((item) => item.name).sort()).toEqual(['Linen shirt', 'Wool coat']);
      // Sent prepared (res.send), so the response check does not see it: held to its schema here.
      expect(Suggestions.safeParse(shelf.body).error?.issues ?? []).toEqual([]);
    }
    expect((await guest.get<Answer>('/suggestions?category=vaqueros')).body.items.map((item) => item.id)).toEqual([ids.denim]);
    // Five shelves later the guest still has every free search (the limit here is 3).
    expect((await guest.get('/search?q=lino')).status).toBe(200);
    expect((await guest.get('/suggestions?q=lino')).body).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('answers asked again', () => {
  it('are the same until the catalogue changes, and follow it as soon as the index does', async () => {
    const denim = () => search('q=vaqueros&sort=price_asc');
    const first = await denim();
    for (let i = 0; i < 3; i++) expect((await denim()).body).toEqual(first.body);
    expect(first.body.items[0]).toMatchObject({ id: ids.denim, price: 48_000, discountedPrice: null });

    const edited = await brand.put(`/admin/clothes/${ids.denim}`, { ...clothes.denim, price: 52_000, discountEnabled: true, discountedPrice: 39_000 });
    expect(edited.status).toBe(200);
    await expect.poll(async () => (await denim()).body.items[0], { timeout: 10_000 }).toMatchObject({ id: ids.denim, price: 52_000, discountedPrice: 39_000 });
    expect((await denim()).body.price).toEqual({ min: 39_000, max: 39_000 });
  });

  it('are kept compressed and sent as each client takes them: brotli, gzip or plain, the same JSON', async () => {
    const seen: string[] = [];
    for (const encoding of ['br', 'gzip', 'identity', 'br', 'gzip']) {
      const answer = await search('sort=newest', shopper, { 'Accept-Encoding': encoding });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding === 'identity' ? null : encoding);
      seen.push(JSON.stringify(answer.body));
    }
    // Large enough to be compressed, so kept compacted.
    expect(seen[0]!.length).toBeGreaterThanOrEqual(1024);
    expect(new Set(seen).size).toBe(1);
  });

  it('are the same for a guest and a member, in the language each asks in', async () => {
    const guest = vitrina.client('198.51.100.41');
    const spanish = await search('categories=abrigos', guest);
    const english = await search('categories=abrigos', shopper, { 'Accept-Language': 'en' });
    expect(spanish.body.items.map((item) => item.name)).toEqual(['Abrigo de lana']);
    expect(english.body.items.map((item) => item.name)).toEqual(['Wool coat']);
    expect((await search('categories=abrigos')).body).toEqual(spanish.body);
  });
});

describe('in stock only', () => {
  it('filters sold-out clothes out with availability=in-stock, counts and names the facet, and marks them in the list', async () => {
    const all = await search('sort=newest');
    expect(all.body.facets.availability).toEqual([{ id: 'in-stock', name: 'En stock', count: 3 }]);
    const soldOut = await brand.put(`/admin/clothes/${ids.coat}`, { ...clothes.coat, stock: { soldOut: true, soldOutSizes: [] } });
    expect(soldOut).toMatchObject({ status: 200, body: { inStock: false } });
    await expect.poll(async () => (await search('availability=in-stock&sort=newest')).body.total, { timeout: 10_000 }).toBe(2);
    const inStock = await search('availability=in-stock&sort=newest');
    expect(inStock.body.items.map((item) => item.id).sort()).toEqual([ids.linenShirt, ids.denim].sort());
    expect(inStock.body.facets.availability).toEqual(
      expect.arrayContaining([
        { id: 'in-stock', name: 'En stock', count: 2 },
        { id: 'sold-out', name: 'Agotado', count: 1 },
      ]),
    );
    // Still found without the filter, marked sold out; the facet named in the reader's language.
    const english = await search('q=wool', shopper, { 'Accept-Language': 'en' });
    expect(english.body.items[0]).toMatchObject({ id: ids.coat, inStock: false });
    expect(english.body.facets.availability).toEqual([{ id: 'sold-out', name: 'Sold out', count: 1 }]);
    expect((await search('availability=sold-out')).body.items.map((item) => item.id)).toEqual([ids.coat]);
    expect((await search('availability=in-stock,sold-out')).body.total).toBe(3);
    expect((await search('availability=In%20stock')).status).toBe(400);

    await brand.put(`/admin/clothes/${ids.coat}`, clothes.coat);
    await expect.poll(async () => (await search('availability=in-stock')).body.total, { timeout: 10_000 }).toBe(3);
  });
});
