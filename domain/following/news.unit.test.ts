import { describe, expect, it } from 'vitest';
import { isNews, newestFirst, type NewsEntry } from './news';

const brand = { kind: 'brand', brandId: 'b1', name: 'Casa Luna' } as const;
const search = { kind: 'search', searchId: 's1', label: 'vestido rojo' } as const;
const influencer = { kind: 'influencer', userId: 'u1', username: 'martina' } as const;
const entry = (clothId: string, at: string, reason: NewsEntry['reason'], since = '2026-11-01T00:00:00.000Z'): NewsEntry => ({ clothId, at, reason, since });

describe('newest first', () => {
  it('orders by time, tells each cloth once by its strongest reason, and stops at the limit', () => {
    const list = newestFirst([
      entry('c1', '2026-11-02T10:00:00.000Z', search),
      entry('c2', '2026-11-03T10:00:00.000Z', influencer),
      entry('c1', '2026-11-02T10:00:00.000Z', brand),
      entry('c3', '2026-11-01T10:00:00.000Z', brand),
    ]);
    expect(list.map((item) => [item.clothId, item.reason.kind])).toEqual([
      ['c2', 'influencer'],
      ['c1', 'brand'],
      ['c3', 'brand'],
    ]);
    expect(newestFirst(list, 2).map((item) => item.clothId)).toEqual(['c2', 'c1']);
  });

  it('calls news only what came after its reason began', () => {
    expect(isNews(entry('c1', '2026-11-02T10:00:00.000Z', brand, '2026-11-02T09:00:00.000Z'))).toBe(true);
    expect(isNews(entry('c1', '2026-11-02T10:00:00.000Z', brand, '2026-11-02T11:00:00.000Z'))).toBe(false);
  });
});
