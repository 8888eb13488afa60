import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { TAXONOMY_STREAM, type TaxonomyEvent, type TermAdded } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider } from '@vitrina/domain/taxonomy/taxonomy';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { runCommand, type CommandResult } from '@vitrina/infra/eventstore/commands';

/**
 * Appends whichever starting terms are missing (types before categories), in one append; nothing when all are
 * there. Terms an admin removed count as missing, so call it on a first run rather than on every start.
 */
export async function seedTaxonomy(
  eventStore: EventStore,
  now = new Date(),
  terms: readonly TermAdded[] = DEFAULT_TAXONOMY,
): Promise<CommandResult<TaxonomyEvent>> {
  return runCommand(eventStore, TAXONOMY_STREAM, taxonomyDecider, { type: 'SeedTaxonomy', terms }, { correlationId: 'seed-taxonomy', now });
}

/**
 * Seeds the starting terms the log has never held: all of them on a first start, and a term added to the defaults
 * later (a kind such as colours, the categories shops sell) once on the first start after it arrives. An admin's
 * later edits stand, removals included, since a term the log ever held is never seeded again. True when it seeded.
 */
export async function seedTaxonomyOnFirstStart(eventStore: EventStore, now = new Date()): Promise<boolean> {
  const seen = new Set<string>();
  for (const event of await eventStore.readStream(TAXONOMY_STREAM)) {
    if (event.type === 'TaxonomyTermAdded') seen.add(termKey(event.data as TermAdded));
  }
  const missing = DEFAULT_TAXONOMY.filter((term) => !seen.has(termKey(term)));
  if (missing.length === 0) return false;
  await seedTaxonomy(eventStore, now, missing);
  return true;
}

const termKey = (term: Pick<TermAdded, 'kind' | 'id'>) => `${term.kind}:${term.id}`;
