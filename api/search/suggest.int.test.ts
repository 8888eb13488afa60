import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { eventually } from '@vitrina/testkit/api/eventually';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { POPULAR_MIN_SEARCHES } from './suggest';

/** GET /search/suggest: suggestions as the shopper types (issue 45, item 1), over the whole system. */
let vitrina: TestVitrina;
/** A shopper's browser: a bot's searches are no facts. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
let shopper: Client;
let brandName: string;
let brandId: string;
let clothId: string;

interface Suggestions {
  q: string;
  readings: Array<{ query: string; parts: Array<{ facet: string; id: string; name: string }>; text: string; count: number }>;
  categories: Array<{ id: string; name: string; type: string | null; count: number }>;
  brands: Array<{ id: string; name: string; count: number }>;
  popular: Array<{ text: string }>;
  clothes: Array<{ id: string; name: string; brand: string; thumbUrl: string | null }>;
}

const CLOTHES = [
  clothBody({
    names: { es: 'Vestido de seda rojo', en: 'Red silk dress', it: 'Abito di seta rosso', fr: 'Robe en soie rouge' },
    categoryId: 'vestidos',
    colors: ['rojo'],
  }),
  clothBody({ names: { es: 'Vestido rojo largo', en: 'Long red dress' }, categoryId: 'vestidos', colors: ['rojo'] }),
  clothBody({ names: { es: 'Vestido negro', en: 'Black dress' }, categoryId: 'vestidos', colors: ['negro'] }),
  clothBody({ names: { es: 'Camisa azul', en: 'Blue shirt' }, categoryId: 'camisas', colors: ['azul'] }),
];

beforeAll(async () => {
  vitrina = await startTestVitrina({ FREE_SEARCH_LIMIT: '2' });
  const { client: brand } = await signedInBrand(vitrina, 'PRO');
  for (const body of CLOTHES) {
    const created = await brand.post<{ id: string }>('/admin/clothes', body);
    if (created.status !== 201) throw new Error(`could not create a cloth: ${JSON.stringify(created.body)}`);
    clothId = created.body.id;
  }
  shopper = (await vitrina.signedIn('USER')).client;
  ({ id: brandId, name: brandName } = (await shopper.get<{ brand: { id: string; name: string } }>(`/clothes/${clothId}`)).body.brand);
  await eventually(
    () => suggest('vest'),
    (answer) => answer.categories[0]?.count === 3,
    { what: 'the search index has the clothes' },
  );
}, 60_000);
afterAll(() => vitrina.close());

async function suggest(q: string, language = 'es', client: Client = shopper): Promise<Suggestions> {
  const answer = await client.call<Suggestions>('GET', `/search/suggest?q=${encodeURIComponent(q)}`, undefined, { 'Accept-Language': language });
  if (answer.status !== 200) throw new Error(`GET /search/suggest?q=${q}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}
const label = (reading: Suggestions['readings'][number]) => `${reading.parts.map((part) => part.name).join(' · ')} — ${reading.count}`;

describe('GET /search/suggest', () => {
  it('reads the words with the last one completed, each reading with the clothes it would find', async () => {
    const answer = await suggest('vestido ro');
    expect(answer.readings.map(label)).toContain('Vestidos · Rojo — 2');
    expect(answer.readings.find((reading) => label(reading) === 'Vestidos · Rojo — 2')!.query).toBe('vestido rojo');
    // The clothes are the first reading's, with their thumbnails.
    expect(answer.clothes.length).toBeGreaterThan(0);
    expect(answer.clothes.every((cloth) => cloth.thumbUrl?.startsWith('/images/'))).toBe(true);
  });

  it('names categories and brands the words start, with their clothes, from the second letter', async () => {
    const answer = await suggest('ve');
    expect(answer.categories).toContainEqual({ id: 'vestidos', name: 'Vestidos', type: '1', count: 3 });
    // A category with no clothes is not suggested.
    expect(answer.categories.every((category) => category.count > 0)).toBe(true);
    const brand = await suggest(brandName.slice(0, 4));
    expect(brand.brands).toContainEqual({ id: brandId, name: brandName, count: 4 });
    expect(await suggest('v')).toMatchObject({ readings: [], categories: [], brands: [], popular: [], clothes: [] });
  });

  it('forgives typos: "vestdo" is vestidos', async () => {
    const answer = await suggest('vestdo');
    expect(answer.categories.map((category) => category.id)).toContain('vestidos');
    // Read as Vestidos alone, the words say no more than the category's own line.
    expect(answer.readings).toEqual([]);
    expect((await suggest('vestdo roj')).readings.map(label)).toContain('Vestidos · Rojo — 2');
  });

  it("speaks the shopper's language in all four, and reads words of any of them", async () => {
    const names = { es: ['Rojo', 'Vestidos'], en: ['Dresses', 'Red'], it: ['Abiti', 'Rosso'], fr: ['Robes', 'Rouge'] };
    const typed = { es: 'vestido roj', en: 'red dre', it: 'abito ros', fr: 'robe roug' };
    for (const language of ['es', 'en', 'it', 'fr'] as const) {
      const answer = await suggest(typed[language], language);
      const reading = answer.readings.find(
        (found) =>
          found.parts
            .map((part) => part.id)
            .sort()
            .join() === 'rojo,vestidos',
      );
      expect(reading && { names: reading.parts.map((part) => part.name).sort(), count: reading.count }, language).toEqual({ names: names[language], count: 2 });
    }
    expect((await suggest('dress', 'it')).categories).toContainEqual({ id: 'vestidos', name: 'Abiti', type: '1', count: 3 });
  });

  it("offers the site's popular searches only once enough clients searched them, never one person's", async () => {
    const browse = (client: Client, q: string) => client.call('GET', `/search?q=${encodeURIComponent(q)}`, undefined, { 'User-Agent': BROWSER });
    // One person searching the same words again and again is one search a day.
    for (let i = 0; i < POPULAR_MIN_SEARCHES + 2; i++) await browse(shopper, 'vestido de seda');
    // POPULAR_MIN_SEARCHES - 1 others search another text: still too few.
    const others = await Promise.all(Array.from({ length: POPULAR_MIN_SEARCHES }, async () => (await vitrina.signedIn('USER')).client));
    for (const other of others.slice(1)) await browse(other, 'vestido rojo');
    await vitrina.vitrina.facts?.flush();
    const settle = async () => {
      const head = await vitrina.vitrina.runtime.eventStore.headPosition();
      await vitrina.vitrina.runner!.waitFor(head, ['popularSearches']);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    };
    await settle();
    expect((await suggest('vestido')).popular).toEqual([]);
    await browse(others[0]!, 'vestido rojo');
    await vitrina.vitrina.facts?.flush();
    await settle();
    expect((await suggest('vestido')).popular).toEqual([{ text: 'vestido rojo' }]);
    expect((await suggest('vestido r')).popular).toEqual([{ text: 'vestido rojo' }]);
    expect((await suggest('vestido rojo', 'en')).popular, 'the Spanish searches are not offered in English').toEqual([]);
  }, 60_000);

  it("never counts against a guest's free searches", async () => {
    const guest = vitrina.client('198.51.100.77');
    for (const q of ['ve', 'ves', 'vest', 'vesti', 'vestid', 'vestido', 'vestido r', 'vestido ro'])
      expect((await guest.get(`/search/suggest?q=${encodeURIComponent(q)}`)).status).toBe(200);
    expect([(await guest.get('/search?q=abrigo')).status, (await guest.get('/search?q=camisa')).status, (await guest.get('/search?q=falda')).status]).toEqual([
      200, 200, 401,
    ]);
    // Suggestions still answer past the limit.
    expect((await guest.get('/search/suggest?q=vestido')).status).toBe(200);
  });
});
