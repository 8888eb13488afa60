import type { TaxonomyEvent, TermKind, TermNames, TermSynonyms } from '@vitrina/domain/taxonomy/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** One taxonomy term; `order` is the taxonomy stream's revision when it was added, so lists keep the admin's order. */
export interface TaxonomyTermDoc extends Doc {
  kind: TermKind;
  id: string;
  names: TermNames;
  typeId: string | null;
  order: number;
  /** The admin's synonyms, per language (each list 1–30 words, trimmed, no repeats); absent when it has none. */
  synonyms?: TermSynonyms;
}

export const taxonomyProjection: Projection = {
  name: 'taxonomy',
  version: 2,
  collections: ['taxonomyTerms'],
  eventTypes: ['TaxonomyTermAdded', 'TaxonomyTermRenamed', 'TaxonomyTermRemoved', 'TaxonomySynonymsSet'],
  indexes: { taxonomyTerms: [{ fields: { kind: 1, order: 1 } }, { fields: { typeId: 1 } }] },
  async apply(events, session) {
    const terms = session.collection<TaxonomyTermDoc>('taxonomyTerms');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TaxonomyEvent;
      const _id = `${event.data.kind}:${event.data.id}`;
      switch (event.type) {
        case 'TaxonomyTermAdded': {
          const { kind, id, names, typeId } = event.data;
          await terms.replaceOne({ _id }, { _id, kind, id, names, typeId: typeId ?? null, order: Number(recorded.revision) }, { upsert: true });
          break;
        }
        case 'TaxonomyTermRenamed':
          await terms.updateOne({ _id }, { $set: { names: event.data.names } });
          break;
        case 'TaxonomyTermRemoved':
          await terms.deleteOne({ _id });
          break;
        case 'TaxonomySynonymsSet': {
          const { synonyms } = event.data;
          await terms.updateOne({ _id }, Object.keys(synonyms).length > 0 ? { $set: { synonyms } } : { $unset: { synonyms: true } });
          break;
        }
        default:
          break;
      }
    }
  },
};
