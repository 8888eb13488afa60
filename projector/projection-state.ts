import type { Collection, Doc, ReadStore, ReadStoreSession } from '@vitrina/infra/readstore/port';
import { physicalName, type Projection } from './projection';

/**
 * Where each projection stands, kept in the read store itself so it commits with the read model:
 * `{ _id: name }` is the serving generation with its checkpoint; `{ _id: name + REBUILD_SUFFIX }` is a rebuild in
 * progress (also its lock).
 */
export const CATALOG = 'sys_projections';
export const REBUILD_SUFFIX = '__rebuild';

export interface ServingEntry extends Doc {
  generation: number;
  version: number;
  /** Position of the last event applied (decimal string), or null before the first. */
  checkpoint: string | null;
  updatedAt: string;
}

export interface RebuildEntry extends Doc {
  generation: number;
  version: number;
  checkpoint: string | null;
  owner: { host: string; pid: number; token: string };
  heartbeatAt: string;
  startedAt: string;
}

export function catalog<T extends Doc>(session: ReadStoreSession): Collection<T> {
  return session.collection<T>(CATALOG);
}

/** A session view in which logical collection names resolve to one generation's physical collections. */
export function generationSession(session: ReadStoreSession, projection: Projection, generation: number): ReadStoreSession {
  const owned = new Set(projection.collections);
  return {
    collection<T extends Doc = Doc>(name: string): Collection<T> {
      if (!owned.has(name)) throw new Error(`Projection ${projection.name} does not own collection ${name}`);
      return session.collection<T>(physicalName(name, generation));
    },
  };
}

const CACHE_MS = 1_000;

/**
 * The query side's view of the read models: `readModels.collection('users')` reads the serving generation of
 * the projection that owns `users`. Generations are cached briefly; a rebuild in another process waits longer
 * than that before it drops the old generation.
 */
export class ReadModels implements ReadStoreSession {
  private readonly owners = new Map<string, string>();
  private readonly generations = new Map<string, { generation: number; readAt: number }>();
  /** One view per collection: a view holds no state, and every request asks for some (users, to authenticate). */
  private readonly views = new Map<string, Collection<Doc>>();

  constructor(
    private readonly store: ReadStore,
    projections: ReadonlyArray<Pick<Projection, 'name' | 'collections'>>,
  ) {
    for (const projection of projections) {
      for (const collection of projection.collections) this.owners.set(collection, projection.name);
    }
  }

  /** Refreshes the cached generations; call before a batch of queries that must not straddle a switch. */
  async refresh(): Promise<void> {
    const entries = await catalog<ServingEntry>(this.store).find({});
    const now = Date.now();
    for (const entry of entries) {
      if (!entry._id.endsWith(REBUILD_SUFFIX)) this.generations.set(entry._id, { generation: entry.generation, readAt: now });
    }
  }

  collection<T extends Doc = Doc>(name: string): Collection<T> {
    let view = this.views.get(name);
    if (!view) {
      const owner = this.owners.get(name);
      if (!owner) throw new Error(`No projection owns collection ${name}`);
      view = resolvingCollection<Doc>(name, async (fresh) => {
        const cached = this.generations.get(owner);
        if (fresh || !cached || Date.now() - cached.readAt > CACHE_MS) await this.refresh();
        const generation = this.generations.get(owner)?.generation ?? 1;
        return this.store.collection<Doc>(physicalName(name, generation));
      });
      this.views.set(name, view);
    }
    return view as unknown as Collection<T>;
  }
}

/** A Collection whose physical target is looked up per call, retried once on a fresh lookup if the target vanished. */
function resolvingCollection<T extends Doc>(name: string, resolve: (fresh: boolean) => Promise<Collection<T>>): Collection<T> {
  const call =
    <K extends keyof Collection<T>>(method: K) =>
    async (...args: unknown[]) => {
      const run = async (fresh: boolean) => {
        const target = await resolve(fresh);
        return (target[method] as (...a: unknown[]) => Promise<unknown>).apply(target, args);
      };
      try {
        return await run(false);
      } catch (error) {
        if (!/no such table/i.test((error as Error).message)) throw error;
        return run(true);
      }
    };
  return {
    name,
    findOne: call('findOne'),
    find: call('find'),
    count: call('count'),
    insertOne: call('insertOne'),
    replaceOne: call('replaceOne'),
    updateOne: call('updateOne'),
    updateMany: call('updateMany'),
    deleteOne: call('deleteOne'),
    deleteMany: call('deleteMany'),
  } as Collection<T>;
}
