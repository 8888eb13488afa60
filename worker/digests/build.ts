import { isInfluencer } from '@vitrina/domain/accounts/roles';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@vitrina/domain/core/languages';
import { isNews, newestFirst, type NewsEntry } from '@vitrina/domain/following/news';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { PUBLIC_CLOTHES, type BrandDoc, type ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { FollowDoc, SavedSearchDoc } from '@vitrina/projector/following';
import type { UserDoc } from '@vitrina/projector/users';
import type { DigestPeriod } from './period';

/** A saved search's newest matches and its words for people, from the search the api runs (injected: see api/server.ts). */
export interface SavedSearchReader {
  matches(search: string, language: Language): Promise<ReadonlyArray<{ clothId: string; createdAt: string }>>;
  label(search: string, language: Language): Promise<string>;
  /** The brands with a public cloth the search matches now (their demand, worker/demand). */
  brands(search: string, language: Language): Promise<readonly string[]>;
}

/** One person's digest of a period: the job's data. */
export interface DigestJob {
  userId: string;
  period: DigestPeriod;
  /** The newest DIGEST_ITEMS of their news, newest first. */
  items: NewsEntry[];
  /** All their news of the period. */
  total: number;
}

/** Clothes one digest shows; the rest are a link away. */
export const DIGEST_ITEMS = 12;
/** People read a page at a time: a page's follows and searches parse in a few milliseconds. */
const PAGE = 100;
/** Progress is saved every this many pages: a retry queues again at most this many pages, still known to the queue. */
const PAGES_PER_SAVE = 10;
/** The build shares its process with the api in the embedded default: it lets requests in between this many people. */
const YIELD_EVERY = 5;
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** Each person's digest email, one job per person and period. */
export const DIGESTS_QUEUE = 'digests';

/**
 * Builds a period's digests and queues them: buildDigests on this thread, or the same on a thread of its own where
 * the read store is a file it can open (api/following/off-thread.ts). Its heap's peak when it was measured.
 */
export type DigestBuilder = (period: DigestPeriod, progress?: BuildProgress) => Promise<{ people: number; digests: number; heapPeakMb?: number }>;

/**
 * Where a build stands, kept with its job: a build tried again after a crash starts after the last person whose
 * digest it had queued, so it never queues again one whose job a queue has since dropped (BullMQ keeps the last
 * 10,000 completed) and sent already.
 */
export interface BuildProgress {
  /** The last person (id order) of a page queued by an earlier try. */
  after?: string;
  save(after: string): Promise<void>;
}

export const digestJobId = (userId: string, period: DigestPeriod) => `digest:${period.key}:${userId}`;

/** Queues a page of digests in one write, each under its person's and period's job id. */
export function queueDigests(jobs: Pick<JobQueue, 'addMany'>, page: DigestJob[]): Promise<void> {
  return jobs.addMany(
    DIGESTS_QUEUE,
    'digest',
    page.map((job) => ({ data: job, options: { jobId: digestJobId(job.userId, job.period), attempts: 8, backoffMs: 2_000 } })),
  );
}

/** How many people get a digest of this kind. */
export function countRecipients(readModels: ReadStoreSession, period: DigestPeriod): Promise<number> {
  return readModels.collection<UserDoc>('users').count(recipients(period));
}

/** Who gets a digest of this kind: an active account with a confirmed address that chose it (older rows chose nothing: weekly). */
const recipients = (period: DigestPeriod) => ({
  active: true,
  emailVerified: true,
  $or: [{ 'emailPreferences.digest': period.kind }, ...(period.kind === 'weekly' ? [{ 'emailPreferences.digest': { $exists: false } }] : [])],
});

/**
 * The digests of one period, built in a few reads whatever the number of people: the period's new public clothes by
 * brand and its recommendations by influencer are read once; people a page at a time with their follows and saved
 * searches; each distinct saved search is run once per language. Each person with news gets one job, whose id names
 * the person and the period, so building the period again adds nothing; a page's jobs are queued in one write, and
 * every few pages the last person queued is saved as the build's progress. Returns how many people were read (from
 * where an earlier try stopped) and how many digests were asked for.
 */
export async function buildDigests(
  deps: { readModels: ReadStoreSession; savedSearches: Pick<SavedSearchReader, 'matches' | 'label'> },
  period: DigestPeriod,
  enqueue: (jobs: DigestJob[]) => Promise<void>,
  progress?: BuildProgress,
): Promise<{ people: number; digests: number }> {
  const { readModels } = deps;
  const window = { $gte: period.from, $lt: period.to };
  const [clothes, recommended, brands] = await Promise.all([
    readModels.collection<ClothDoc>('clothes').find({ ...PUBLIC_CLOTHES, createdAt: window }),
    readModels.collection<FavouriteDoc>('favourites').find({ recommended: true, recommendedAt: window }),
    readModels.collection<BrandDoc>('brands').find({}),
  ]);
  const brandNames = new Map(brands.map((brand) => [brand._id, brand.brand]));
  const byBrand = groupBy(clothes, (cloth) => cloth.brandId);
  const influencers = new Map(
    (await readModels.collection<UserDoc>('users').find({ _id: { $in: [...new Set(recommended.map((doc) => doc.userId))] } }))
      .filter((person) => person.active && isInfluencer(person.type))
      .map((person) => [person._id, person.username]),
  );
  const byInfluencer = groupBy(
    recommended.filter((doc) => influencers.has(doc.userId)),
    (doc) => doc.userId,
  );
  const searchRuns = new Map<string, Promise<{ label: string; matches: ReadonlyArray<{ clothId: string; createdAt: string }> }>>();
  const runSearch = (search: string, language: Language) => {
    const key = `${language} ${search}`;
    let run = searchRuns.get(key);
    if (!run) {
      // A saved search run for the first time is a search of its own: it waits its turn like one.
      run = yieldToRequests().then(() =>
        Promise.all([deps.savedSearches.label(search, language), deps.savedSearches.matches(search, language)]).then(([label, matches]) => ({
          label,
          matches: matches.filter((match) => match.createdAt >= period.from && match.createdAt < period.to),
        })),
      );
      searchRuns.set(key, run);
    }
    return run;
  };

  let people = 0;
  let digests = 0;
  let pages = 0;
  for (let after = progress?.after ?? ''; ;) {
    const page = await readModels.collection<UserDoc>('users').find({ ...recipients(period), _id: { $gt: after } }, { sort: { _id: 1 }, limit: PAGE });
    if (page.length === 0) break;
    after = page.at(-1)!._id;
    people += page.length;
    const ids = page.map((person) => person._id);
    const [follows, searches] = await Promise.all([
      readModels.collection<FollowDoc>('follows').find({ userId: { $in: ids } }),
      readModels.collection<SavedSearchDoc>('savedSearches').find({ userId: { $in: ids } }),
    ]);
    const jobs: DigestJob[] = [];
    const followsOf = groupBy(follows, (doc) => doc.userId);
    const searchesOf = groupBy(searches, (doc) => doc.userId);
    for (const [i, person] of page.entries()) {
      if (i % YIELD_EVERY === 0) await yieldToRequests();
      const language = isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE;
      const entries: NewsEntry[] = [];
      for (const follow of followsOf.get(person._id) ?? []) {
        if (follow.kind === 'brand') {
          const name = brandNames.get(follow.targetId) ?? '';
          for (const cloth of byBrand.get(follow.targetId) ?? [])
            entries.push({ clothId: cloth._id, at: cloth.createdAt, since: follow.at, reason: { kind: 'brand', brandId: follow.targetId, name } });
        } else {
          const username = influencers.get(follow.targetId) ?? '';
          for (const doc of byInfluencer.get(follow.targetId) ?? [])
            entries.push({ clothId: doc.itemId, at: doc.recommendedAt!, since: follow.at, reason: { kind: 'influencer', userId: follow.targetId, username } });
        }
      }
      for (const saved of searchesOf.get(person._id) ?? []) {
        const { label, matches } = await runSearch(saved.search, language);
        for (const match of matches)
          entries.push({ clothId: match.clothId, at: match.createdAt, since: saved.savedAt, reason: { kind: 'search', searchId: saved._id, label } });
      }
      const news = newestFirst(entries.filter(isNews));
      if (news.length === 0) continue;
      jobs.push({ userId: person._id, period, items: news.slice(0, DIGEST_ITEMS), total: news.length });
    }
    await enqueue(jobs);
    digests += jobs.length;
    if (page.length < PAGE) break;
    if (++pages % PAGES_PER_SAVE === 0) await progress?.save(after);
  }
  return { people, digests };
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
