import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { eventually } from '@vitrina/testkit/api/eventually';

/** GET /search reads a shopper's words into filters, says so, and never leaves an empty answer a dead end (issue 28). */
let vitrina: TestVitrina;
let shopper: Client;
let admin: Client;
let brandName: string;
const ids: Record<string, string> = {};

interface Answer {
  items: Array<{ id: string; name: string }>;
  total: number;
  facets: Record<string, Array<{ id: string; name: string; count: number; family?: string }>>;
  understood: Array<{ facet: string; ids: string[]; name: string; words: string; priceMin?: number; priceMax?: number }>;
  text: string;
  type: string | null;
  relaxed: null | { dropped: Array<{ facet: string; name: string; words: string }> };
  didYouMean: string | null;
  otherTypes: Array<{ id: string; name: string; count: number }>;
  popular: Array<{ id: string }>;
}

const CLOTHES = {
  redDress: clothBody({ names: { es: 'Vestido de seda rojo', en: 'Red silk dress' }, categoryId: 'vestidos', colors: ['rojo'], price: 55_000 }),
  burgundyDress: clothBody({
    names: { es: 'Vestido bordó', en: 'Burgundy dress' },
    categoryId: 'vestidos',
    colors: ['bordo'],
    price: 80_000,
    discountedPrice: 64_000,
    discountEnabled: true,
  }),
  blackDress: clothBody({ names: { es: 'Vestido negro', en: 'Black dress' }, categoryId: 'vestidos', colors: ['negro'], price: 40_000 }),
  blueShirt: clothBody({
    names: { es: 'Camisa azul de hombre', en: "Men's blue shirt" },
    categoryId: 'camisas',
    gender: 'hombre',
    colors: ['azul'],
    price: 30_000,
  }),
  sneakers: clothBody({
    names: { es: 'Zapatillas blancas', en: 'White trainers' },
    typeId: '2',
    categoryId: 'zapatillas',
    gender: 'unisex',
    colors: ['blanco'],
    price: 70_000,
    sizes: ['38', '39'],
  }),
  redScarf: clothBody({
    names: { es: 'Bufanda roja', en: 'Red scarf' },
    typeId: '3',
    categoryId: 'bufandas',
    gender: 'unisex',
    colors: ['rojo'],
    price: 18_000,
  }),
};

beforeAll(async () => {
  vitrina = await startTestVitrina();
  const { client: brand } = await signedInBrand(vitrina, 'PRO');
  for (const [key, body] of Object.entries(CLOTHES)) {
    const created = await brand.post<{ id: string; brand?: { name: string } }>('/admin/clothes', body);
    if (created.status !== 201) throw new Error(`could not create ${key}: ${JSON.stringify(created.body)}`);
    ids[key] = created.body.id;
  }
  shopper = (await vitrina.signedIn('USER')).client;
  admin = (await vitrina.signedIn('ADMIN')).client;
  brandName = (await shopper.get<{ brand: { name: string } }>(`/clothes/${ids.redDress}`)).body.brand.name;
  await eventually(
    () => search(''),
    (answer) => answer.total === 6,
    { what: 'the search index has the six clothes' },
  );
});
afterAll(() => vitrina.close());

async function search(query: string, language = 'es'): Promise<Answer> {
  const answer = await shopper.call<Answer>('GET', `/search?${query}`, undefined, { 'Accept-Language': language });
  if (answer.status !== 200) throw new Error(`GET /search?${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const q = (text: string, extra = '') => `q=${encodeURIComponent(text)}${extra}`;
const found = (answer: Answer) => answer.items.map((item) => item.id).sort();
const idsOf = (...keys: Array<keyof typeof CLOTHES>) => keys.map((key) => ids[key]!).sort();

describe('GET /search understands a query', () => {
  it('reads a colour and a category in English into filters, names them and finds the red family only', async () => {
    const answer = await search(q('red dress'), 'en');
    expect(answer.understood).toEqual([
      { facet: 'colors', ids: ['rojo'], name: 'Red', words: 'red' },
      { facet: 'categories', ids: ['vestidos'], name: 'Dresses', words: 'dress' },
    ]);
    expect(answer).toMatchObject({ text: '', type: '1', relaxed: null, didYouMean: null, otherTypes: [], popular: [] });
    // Burgundy is a red: the colour family.
    expect(found(answer)).toEqual(idsOf('redDress', 'burgundyDress'));
  });

  it('reads a gender ("men\'s" includes unisex) and a shade, which finds that shade only', async () => {
    expect(found(await search(q("men's blue shirt"), 'en'))).toEqual(idsOf('blueShirt'));
    const burgundy = await search(q('vestido bordó'));
    expect(found(burgundy)).toEqual(idsOf('burgundyDress'));
    expect(burgundy.understood.map((part) => part.name)).toEqual(['Vestidos', 'Bordó']);
  });

  it('reads a price phrase into a range, with its words', async () => {
    const answer = await search(q('vestido menos de 60.000'));
    expect(found(answer)).toEqual(idsOf('redDress', 'blackDress'));
    expect(answer.understood).toContainEqual({ facet: 'price', ids: [], name: '', words: 'menos de 60.000', priceMax: 60_000 });
  });

  it('lets a category the words name win over the header’s type', async () => {
    const answer = await search(q('zapatillas blancas', '&type=1'));
    expect(answer.type).toBe('2');
    expect(found(answer)).toEqual(idsOf('sneakers'));
  });

  it('reads a brand by its name', async () => {
    const answer = await search(q(`${brandName} vestido negro`));
    expect(answer.understood[0]).toMatchObject({ facet: 'brand', name: brandName, words: brandName });
    expect(found(answer)).toEqual(idsOf('blackDress'));
  });

  it('lets the colour go when nothing matches every part, and says so', async () => {
    const answer = await search(q('vestido verde'));
    expect(answer.relaxed).toEqual({ dropped: [{ facet: 'colors', name: 'Verde', words: 'verde' }], missing: null });
    expect(found(answer)).toEqual(idsOf('redDress', 'burgundyDress', 'blackDress'));
  });

  it('lets a price go before a colour, answering the clothes of that colour nearest the price first, and says where they start', async () => {
    const answer = await search(q('vestido rojo menos de 50.000'));
    expect(answer.relaxed).toEqual({ dropped: [{ facet: 'price', name: '', words: 'menos de 50.000', priceMin: 55_000 }], missing: null });
    // Red dresses above the price, the cheapest first; not the black one under it.
    expect(answer.items.map((item) => item.id)).toEqual([ids.redDress, ids.burgundyDress]);
    const over = await search(q('red dress over 90000'), 'en');
    expect(over.relaxed?.dropped).toEqual([{ facet: 'price', name: '', words: 'over 90000', priceMax: 64_000 }]);
    expect(over.items.map((item) => item.id)).toEqual([ids.burgundyDress, ids.redDress]);
  });

  it('lets the text go first, then the details, never the category', async () => {
    const text = await search(q('vestido rojo quilmes'));
    expect(text.relaxed).toEqual({ dropped: [{ facet: 'text', name: 'quilmes', words: 'quilmes' }], missing: null });
    expect(found(text)).toEqual(idsOf('redDress', 'burgundyDress'));
    // A detail no red dress has: the kind of dress is missing, said in the shopper's words.
    const dotted = await search(q('vestido lunares rojo'));
    expect(dotted.relaxed).toEqual({ dropped: [{ facet: 'details', name: 'Lunares', words: 'lunares' }], missing: 'vestido lunares' });
    expect(found(dotted)).toEqual(idsOf('redDress', 'burgundyDress'));
    const scarf = await search(q('bufanda verde'));
    expect(scarf.relaxed?.dropped.map((part) => part.facet)).toEqual(['colors']);
    expect(found(scarf)).toEqual(idsOf('redScarf'));
    // No trousers at all: once the colour is let go only the category is left, and it stays: an empty answer.
    const none = await search(q('pantalones rojos'));
    expect(none).toMatchObject({ total: 0, relaxed: null, items: [] });
    expect(none.understood.map((part) => part.facet)).toEqual(['categories', 'colors']);
  });

  it('offers the spelling it found something for when the words as written find nothing', async () => {
    // Four letters are below the engine's typo budget; the correction, tried only on an empty answer, reaches them.
    const answer = await search(q('blak dress'), 'en');
    expect(answer.didYouMean).toBe('black dress');
    expect(found(answer)).toEqual(idsOf('blackDress'));
    // A typo the engine forgives needs no correction.
    const forgiven = await search(q('vestdo rojo'));
    expect(forgiven.didYouMean).toBeNull();
    expect(found(forgiven)).toEqual(idsOf('redDress', 'burgundyDress'));
  });

  it('answers nothing with the other types’ counts for the words and a shelf of popular clothes', async () => {
    const empty = await search(q('xyzzy plugh'));
    expect(empty).toMatchObject({ total: 0, relaxed: null, didYouMean: null });
    expect(empty.popular.length).toBeGreaterThan(0);
    const elsewhere = await search(q('bufanda', '&type=1'));
    expect(elsewhere.type).toBe('3');
    const scarfInClothes = await search('q=seda&type=3');
    expect(scarfInClothes.total).toBe(0);
    expect(scarfInClothes.otherTypes).toEqual([{ id: '1', name: 'Ropa', count: 1 }]);
  });

  it('counts colours with their families, brands by name and sizes as brands write them', async () => {
    const answer = await search('type=1');
    const colours = Object.fromEntries(answer.facets.colors!.map((value) => [value.id, value]));
    expect(colours.rojo).toMatchObject({ name: 'Rojo', count: 2 });
    expect(colours.bordo).toMatchObject({ name: 'Bordó', count: 1, family: 'rojo' });
    expect(answer.facets.brand).toEqual([{ id: expect.any(String), name: brandName, count: 4 }]);
    const shoes = await search('type=2');
    expect(shoes.facets.size!.map((value) => value.name).sort()).toEqual(['38', '39']);
    const filtered = await search('type=1&colors=rojo');
    expect(found(filtered)).toEqual(idsOf('redDress', 'burgundyDress'));
  });

  it('reads a sale into a filter, before a correction takes its word for a colour', async () => {
    const answer = await search(q('vestidos en oferta'));
    expect(answer.understood).toEqual([
      { facet: 'categories', ids: ['vestidos'], name: 'Vestidos', words: 'vestidos' },
      { facet: 'sale', ids: ['on-sale'], name: 'En oferta', words: 'en oferta' },
    ]);
    expect(found(answer)).toEqual(idsOf('burgundyDress'));
    const soldes = await search(q('soldes'), 'fr');
    expect(soldes.understood).toEqual([{ facet: 'sale', ids: ['on-sale'], name: 'En solde', words: 'soldes' }]);
    expect(soldes).toMatchObject({ didYouMean: null, relaxed: null });
    expect(found(soldes)).toEqual(idsOf('burgundyDress'));
    expect(found(await search('sale=on-sale'))).toEqual(idsOf('burgundyDress'));
  });

  it('reads a size into a filter, and lets it go before the category, saying so', async () => {
    const answer = await search(q('zapatillas talle 38'));
    expect(answer.understood).toContainEqual({ facet: 'size', ids: ['38'], name: '38', words: 'talle 38' });
    expect(answer).toMatchObject({ relaxed: null, text: '' });
    expect(found(answer)).toEqual(idsOf('sneakers'));
    expect(found(await search(q('size 39'), 'en'))).toEqual(idsOf('sneakers'));
    const larger = await search(q('zapatillas talle 43'));
    expect(larger.relaxed).toEqual({ dropped: [{ facet: 'size', name: '43', words: 'talle 43' }], missing: null });
    expect(found(larger)).toEqual(idsOf('sneakers'));
    // A size alone, which no cloth comes in, leaves nothing said to keep: an empty answer, not any clothes at all.
    expect(await search(q('talle 43'))).toMatchObject({ total: 0, relaxed: null });
  });

  it('understands a colour an admin adds in the next searches', async () => {
    const added = await admin.post('/admin/taxonomy/color', { names: { es: 'Fucsia intenso', en: 'Hot pink', it: 'Fucsia acceso', fr: 'Rose vif' } });
    expect(added.status).toBe(201);
    const answer = await eventually(
      () => search(q('hot pink dress'), 'en'),
      (answer) => answer.understood.some((part) => part.facet === 'colors' && part.name === 'Hot pink'),
      { what: 'hot pink understood' },
    );
    // No dress is hot pink yet: the colour is let go, and said to be.
    expect(answer.relaxed?.dropped).toEqual([{ facet: 'colors', name: 'Hot pink', words: 'hot pink' }]);
  });

  it('understands a synonym an admin sets (admin → taxonomy → Synonyms) in the next searches', async () => {
    expect((await search(q('vestido carmesí'))).understood.map((part) => part.facet)).toEqual(['categories']);
    const set = await admin.put('/admin/taxonomy/color/rojo/synonyms', { synonyms: { es: ['carmesí'], en: ['crimson'] } });
    expect(set.status).toBe(200);
    const answer = await eventually(
      () => search(q('vestido carmesí')),
      (answer) => answer.understood.some((part) => part.facet === 'colors'),
      { what: 'carmesí understood as a colour' },
    );
    expect(answer.understood).toContainEqual({ facet: 'colors', ids: ['rojo'], name: 'Rojo', words: 'carmesí' });
    expect(found(answer)).toEqual(idsOf('redDress', 'burgundyDress'));
    // In any request language: the synonyms of every language are the term's.
    expect(found(await search(q('crimson dress'), 'fr'))).toEqual(idsOf('redDress', 'burgundyDress'));
  });
});
