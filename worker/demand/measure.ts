import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@vitrina/domain/core/languages';
import { demandDecider } from '@vitrina/domain/following/demand';
import { demandStream } from '@vitrina/domain/following/events';
import { runCommand } from '@vitrina/infra/eventstore/commands';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { BrandDoc } from '@vitrina/projector/catalogue';
import type { SavedSearchDoc, SearchDemandDoc } from '@vitrina/projector/following';
import type { UserDoc } from '@vitrina/projector/users';

/** The brands a saved search matches now, from the search the api runs (injected: see api/server.ts). */
export type MatchingBrands = (search: string, language: Language) => Promise<readonly string[]>;

export interface DemandDeps {
  eventStore: EventStore;
  readModels: ReadStoreSession;
  matchingBrands: MatchingBrands;
}

/** Saved searches are read a page at a time. */
const PAGE = 1_000;
/** The measure shares its process with the api in the embedded default: it lets requests in between searches. */
const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

/** Each brand's figures: the people whose saved searches match its public clothes, and how many such searches. */
export type BrandDemand = Map<string, { people: number; searches: number }>;

/** Counts each brand's demand now (countDemand): on this thread, or on one of its own (api/following/off-thread.ts). */
export type DemandCounter = () => Promise<{ searches: number; demand: BrandDemand }>;

/**
 * Each brand's demand now: how many people keep saved searches that match at least one of its public clothes, and
 * how many such searches. Each distinct search is run once per language (its words read in the language of the
 * people who keep it), whatever the number of people keeping it; only active accounts count. Returns how many
 * distinct searches were run, and the figures of each brand wanted.
 */
export async function countDemand(deps: Pick<DemandDeps, 'readModels' | 'matchingBrands'>): Promise<{ searches: number; demand: BrandDemand }> {
  const { readModels } = deps;
  // `${language} ${search}` → who keeps it, and how many of them keep it (a person keeps a search once).
  const kept = new Map<string, { search: string; language: Language; people: string[] }>();
  for (let after = ''; ;) {
    const page = await readModels.collection<SavedSearchDoc>('savedSearches').find({ _id: { $gt: after } }, { sort: { _id: 1 }, limit: PAGE });
    if (page.length === 0) break;
    after = page.at(-1)!._id;
    const people = new Map(
      (await readModels.collection<UserDoc>('users').find({ _id: { $in: [...new Set(page.map((doc) => doc.userId))] }, active: true })).map((person) => [
        person._id,
        isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE,
      ]),
    );
    for (const doc of page) {
      const language = people.get(doc.userId);
      if (!language || !doc.search) continue;
      const key = `${language} ${doc.search}`;
      const entry = kept.get(key);
      if (entry) entry.people.push(doc.userId);
      else kept.set(key, { search: doc.search, language, people: [doc.userId] });
    }
    if (page.length < PAGE) break;
  }

  const wanted = new Map<string, { people: Set<string>; searches: number }>();
  for (const { search, language, people } of kept.values()) {
    await yieldToRequests();
    for (const brandId of await deps.matchingBrands(search, language)) {
      let brand = wanted.get(brandId);
      if (!brand) wanted.set(brandId, (brand = { people: new Set(), searches: 0 }));
      for (const person of people) brand.people.add(person);
      brand.searches += people.length;
    }
  }
  return {
    searches: kept.size,
    demand: new Map([...wanted].map(([brandId, figures]) => [brandId, { people: figures.people.size, searches: figures.searches }])),
  };
}

/**
 * Records each brand's demand as the day's: each brand whose figures changed gets one event in its demand stream
 * (a day measured already appends nothing, so a measure retried after a crash records once). Every brand measured
 * before is measured again, so one no longer wanted goes back to zero. Returns how many brands' figures moved.
 */
export async function recordDemand(deps: Pick<DemandDeps, 'eventStore' | 'readModels'>, demand: BrandDemand, day: string, now: Date): Promise<number> {
  const before = await deps.readModels.collection<SearchDemandDoc>('searchDemand').find({});
  const brands = new Set([...demand.keys(), ...before.filter((doc) => doc.people > 0 || doc.searches > 0).map((doc) => doc._id)]);
  const known = new Set((await deps.readModels.collection<BrandDoc>('brands').find({ _id: { $in: [...brands] } })).map((brand) => brand._id));
  let moved = 0;
  for (const brandId of brands) {
    if (!known.has(brandId)) continue;
    const figures = demand.get(brandId);
    const { events } = await runCommand(
      deps.eventStore,
      demandStream(brandId),
      demandDecider,
      { type: 'MeasureDemand', brandId, day, people: figures?.people ?? 0, searches: figures?.searches ?? 0, now: now.toISOString() },
      { correlationId: `demand-${day}`, now },
    );
    moved += events.length;
  }
  return moved;
}
