/** Why a cloth is news to a person: a brand they follow, an influencer they follow, a search they keep, or their favourite came back. */
export type Reason =
  | { kind: 'brand'; brandId: string; name: string }
  | { kind: 'influencer'; userId: string; username: string }
  | { kind: 'search'; searchId: string; label: string }
  | { kind: 'backInStock' };

/** One cloth that is news to a person: why, when it came, and since when that reason holds (the follow, the save). */
export interface NewsEntry {
  clothId: string;
  at: string;
  reason: Reason;
  since: string;
}

const RANK: Record<Reason['kind'], number> = { brand: 0, influencer: 1, search: 2, backInStock: 3 };

/**
 * What "New for you", the bell and the digests show of a person's news, one way for all three: newest first, each
 * cloth once, told by its strongest reason (a cloth both new from a followed brand and matching a saved search is the
 * brand's), ties in a fixed order so every reader of the same news sees the same list.
 */
export function newestFirst(entries: readonly NewsEntry[], limit = Infinity): NewsEntry[] {
  const sorted = [...entries].sort((a, b) =>
    a.at !== b.at ? (a.at < b.at ? 1 : -1) : a.clothId !== b.clothId ? (a.clothId < b.clothId ? -1 : 1) : RANK[a.reason.kind] - RANK[b.reason.kind],
  );
  const seen = new Set<string>();
  const unique: NewsEntry[] = [];
  for (const entry of sorted) {
    if (seen.has(entry.clothId)) continue;
    seen.add(entry.clothId);
    unique.push(entry);
    if (unique.length >= limit) break;
  }
  return unique;
}

/** News is what came after its reason began: a brand followed today does not ring for last week's clothes. */
export const isNews = (entry: NewsEntry) => entry.at > entry.since;
