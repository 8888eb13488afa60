import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clothBody, signedInBrand } from '@vitrina/testkit/api/catalogue';
import { startTestVitrina, type Client, type TestVitrina } from '@vitrina/testkit/api/vitrina';
import { eventually } from '@vitrina/testkit/api/eventually';
import { RELAXED_LIMIT } from './understood';

/** A relaxation never silently answers a whole category (issue 44, item 5): it is labelled, limited, and says what is missing. */
let vitrina: TestVitrina;
let shopper: Client;
const DRESSES = RELAXED_LIMIT + 2;

interface Answer {
  items: Array<{ id: string }>;
  total: number;
  text: string;
  relaxed: null | { dropped: Array<{ facet: string; name: string; words: string }>; missing: string | null };
}

beforeAll(async () => {
  vitrina = await startTestVitrina();
  const { client: brand } = await signedInBrand(vitrina, 'PRO');
  for (let i = 1; i <= DRESSES; i++) {
    const created = await brand.post(
      '/admin/clothes',
      clothBody({ names: { es: `Vestido midi ${i}`, en: `Midi dress ${i}` }, categoryId: 'vestidos', price: 40_000 + i }),
    );
    if (created.status !== 201) throw new Error(`could not create dress ${i}: ${JSON.stringify(created.body)}`);
  }
  shopper = (await vitrina.signedIn('USER')).client;
  await eventually(
    () => search('q=vestido'),
    (answer) => answer.total === DRESSES,
    { what: 'the search index has every dress' },
  );
});
afterAll(() => vitrina.close());

async function search(query: string, language = 'es'): Promise<Answer> {
  const answer = await shopper.call<Answer>('GET', `/search?${query}`, undefined, { 'Accept-Language': language });
  if (answer.status !== 200) throw new Error(`GET /search?${query}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('a relaxed answer', () => {
  it.each([
    ['es', 'vestido de novia', 'novia'],
    ['en', 'wedding dress', 'wedding dress'],
    ['it', 'abito da sposa', 'sposa'],
    ['fr', 'robe de mariée', 'mariée'],
  ])('with no bridal dress (%s "%s") says the kind it lacks and answers a page of the nearest dresses at most', async (language, q, text) => {
    const answer = await search(`q=${encodeURIComponent(q)}&pageSize=10`, language);
    expect(answer.text).toBe(text);
    expect(answer.relaxed).toEqual({ dropped: [{ facet: 'text', name: text, words: text }], missing: q });
    expect(answer.total).toBe(RELAXED_LIMIT);
    const last = await search(`q=${encodeURIComponent(q)}&pageSize=10&page=3`, language);
    expect(last.items).toHaveLength(RELAXED_LIMIT - 20);
    expect((await search(`q=${encodeURIComponent(q)}&pageSize=10&page=4`, language)).items).toEqual([]);
  });

  it('lets a colour go without a limit or a kind said missing: the category asked is whole', async () => {
    const answer = await search(`q=${encodeURIComponent('vestido verde')}&pageSize=50`);
    expect(answer.relaxed).toEqual({ dropped: [{ facet: 'colors', name: 'Verde', words: 'verde' }], missing: null });
    expect(answer.total).toBe(DRESSES);
  });
});
