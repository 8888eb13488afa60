import type { TaxonomyEvent, TermKind, TermNames } from '@vitrina/domain/taxonomy/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

/** One taxonomy term; `order` is the taxonomy stream's revision when it was added, so lists keep the admin's order. */
export interface TaxonomyTermDoc extends Doc {
  kind: TermKind;
  id: string;
  names: TermNames;
  typeId: string | null;
  order: number;
}

export const taxonomyProjection: Projection = {
  name: 'taxonomy',
  version: 1,
  collections: ['taxonomyTerms'],
  eventTypes: ['TaxonomyTermAdded', 'TaxonomyTermRenamed', 'TaxonomyTermRemoved'],
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
        default:
          break;
      }
    }
  },
};
