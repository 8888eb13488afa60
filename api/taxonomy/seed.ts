import { DEFAULT_TAXONOMY } from '@vitrina/domain/taxonomy/defaults';
import { TAXONOMY_STREAM, type TaxonomyEvent } from '@vitrina/domain/taxonomy/events';
import { taxonomyDecider } from '@vitrina/domain/taxonomy/taxonomy';
import type { EventStore } from '@vitrina/infra/eventstore/port';
import { runCommand, type CommandResult } from '@vitrina/infra/eventstore/commands';

/**
 * Appends whichever starting terms are missing (types before categories), in one append; nothing when all are
 * there. Terms an admin removed count as missing, so call it on a first run rather than on every start.
 */
export async function seedTaxonomy(eventStore: EventStore, now = new Date()): Promise<CommandResult<TaxonomyEvent>> {
  return runCommand(eventStore, TAXONOMY_STREAM, taxonomyDecider, { type: 'SeedTaxonomy', terms: DEFAULT_TAXONOMY }, { correlationId: 'seed-taxonomy', now });
}

/** Seeds the starting taxonomy when the log has never held one (a first start); an admin's later edits stand. */
export async function seedTaxonomyOnFirstStart(eventStore: EventStore, now = new Date()): Promise<boolean> {
  const existing = await eventStore.readStream(TAXONOMY_STREAM, { maxCount: 1 });
  if (existing.length > 0) return false;
  await seedTaxonomy(eventStore, now);
  return true;
}
