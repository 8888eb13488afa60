import { describe, expect, it } from 'vitest';
import { QueryVocabulary } from '@vitrina/domain/search/understanding';
import type { SearchIndex } from '@vitrina/infra/search/port';
import { PreparedJson } from '../http/compression';
import { SearchAnswers } from './answers';

describe('SearchAnswers', () => {
  const index = { stamp: async () => 'stamp-1' } as unknown as SearchIndex;
  const names = async () => ({ generation: 1, byKey: new Map(), brands: new Map(), vocabulary: new QueryVocabulary([], []) });
  const body = { items: Array.from({ length: 50 }, (_, i) => ({ id: `cloth-${i}`, name: `Vestido ${i}` })) };

  it('keeps an answer compacted (its brotli form only), made once for everyone who asks', async () => {
    const answers = new SearchAnswers(index, names);
    let made = 0;
    const make = async () => (made++, { total: 50, body });
    const first = await answers.get('q=vestido', make);
    const again = await answers.get('q=vestido', make);
    expect(made).toBe(1);
    expect(again).toBe(first);
    expect(first.json.bytes).toBeLessThan(JSON.stringify(body).length / 3);
    expect(JSON.parse(first.json.body.toString())).toEqual(body);
  });

  it('counts what it keeps by the compacted bytes, dropping the oldest past its budget', async () => {
    // Room for two compacted answers, not three.
    const answers = new SearchAnswers(index, names, Math.floor(new PreparedJson(body).compact().bytes * 2.5));
    let made = 0;
    const make = async () => (made++, { total: 50, body });
    for (const key of ['a', 'b', 'c', 'a']) await answers.get(key, make);
    // "a" was dropped when "c" came.
    expect(made).toBe(4);
    await answers.get('c', make);
    expect(made).toBe(4);
  });

  it('lets go of every answer kept once the index’s stamp moves (none can be asked for again)', async () => {
    let stamp = 1;
    const answers = new SearchAnswers({ stamp: async () => `stamp-${stamp}` } as unknown as SearchIndex, names);
    const make = async () => ({ total: 50, body });
    for (const key of ['a', 'b', 'c']) await answers.get(key, make);
    expect(answers.stats().answers).toBe(3);
    stamp = 2;
    await answers.get('a', make);
    expect(answers.stats()).toEqual({ answers: 1, bytes: new PreparedJson(body).compact().bytes });
  });
});
