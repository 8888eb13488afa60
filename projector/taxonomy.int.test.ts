import { describe, expect, it } from 'vitest';
import type { TaxonomyTermDoc } from './taxonomy';
import { taxonomyProjection } from './taxonomy';
import { handLog } from '@vitrina/testkit/projector/log';
import { projectedStore } from '@vitrina/testkit/projector/projected';

const log = handLog();
const recorded = (type: string, data: unknown) => log.recorded('taxonomy', type, data);

describe('the taxonomy projection', () => {
  it('keeps one document per term in the order added, with renames and removals applied', async () => {
    const events = [
      recorded('TaxonomyTermAdded', { kind: 'type', id: '1', names: { es: 'Ropa' } }),
      recorded('TaxonomyTermAdded', { kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1' }),
      recorded('TaxonomyTermAdded', { kind: 'event', id: '1', names: { es: 'Boda' } }),
      recorded('TaxonomyTermRenamed', { kind: 'type', id: '1', names: { es: 'Prendas', en: 'Garments' } }),
      recorded('TaxonomyTermRemoved', { kind: 'event', id: '1' }),
      recorded('TaxonomyTermAdded', { kind: 'event', id: 'gala', names: { es: 'Gala' } }),
    ];
    const store = await projectedStore(taxonomyProjection, [events]);
    const docs = await store.collection<TaxonomyTermDoc>('taxonomyTerms').find({}, { sort: { order: 1 } });
    expect(docs).toEqual([
      { _id: 'type:1', kind: 'type', id: '1', names: { es: 'Prendas', en: 'Garments' }, typeId: null, order: Number(events[0]!.revision) },
      { _id: 'category:camisas', kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1', order: Number(events[1]!.revision) },
      { _id: 'event:gala', kind: 'event', id: 'gala', names: { es: 'Gala' }, typeId: null, order: Number(events[5]!.revision) },
    ]);
  });

  it('keeps a term’s synonyms through a rename, drops them when cleared, and forgets them with the term', async () => {
    const events = [
      recorded('TaxonomyTermAdded', { kind: 'color', id: 'rojo', names: { es: 'Rojo' } }),
      recorded('TaxonomyTermAdded', { kind: 'color', id: 'azul', names: { es: 'Azul' } }),
      recorded('TaxonomyTermAdded', { kind: 'color', id: 'verde', names: { es: 'Verde' } }),
      recorded('TaxonomySynonymsSet', { kind: 'color', id: 'rojo', synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } }),
      recorded('TaxonomyTermRenamed', { kind: 'color', id: 'rojo', names: { es: 'Rojo', en: 'Red' } }),
      recorded('TaxonomySynonymsSet', { kind: 'color', id: 'azul', synonyms: { fr: ['azur'] } }),
      recorded('TaxonomySynonymsSet', { kind: 'color', id: 'azul', synonyms: {} }),
      recorded('TaxonomySynonymsSet', { kind: 'color', id: 'verde', synonyms: { it: ['smeraldo'] } }),
      recorded('TaxonomyTermRemoved', { kind: 'color', id: 'verde' }),
      recorded('TaxonomyTermAdded', { kind: 'color', id: 'verde', names: { es: 'Verde' } }),
    ];
    const store = await projectedStore(taxonomyProjection, [events]);
    const docs = await store.collection<TaxonomyTermDoc>('taxonomyTerms').find({}, { sort: { order: 1 } });
    expect(docs.map(({ id, names, synonyms }) => ({ id, names, synonyms }))).toEqual([
      { id: 'rojo', names: { es: 'Rojo', en: 'Red' }, synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } },
      { id: 'azul', names: { es: 'Azul' }, synonyms: undefined },
      { id: 'verde', names: { es: 'Verde' }, synonyms: undefined },
    ]);
    expect(docs.filter((doc) => 'synonyms' in doc).map((doc) => doc.id)).toEqual(['rojo']);
  });
});
