import { afterEach, describe, expect, it } from 'vitest';
import { productEventRegistry } from '@vitrina/domain/registry';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { TaxonomyTermDoc } from './taxonomy';
import { taxonomyProjection } from './taxonomy';
import { tempStores } from '@vitrina/testkit/projector/stores';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

let revision = 0n;
const recorded = (type: string, data: unknown): RecordedEvent => {
  revision += 1n;
  return {
    id: `e${revision}`,
    streamId: 'taxonomy',
    revision,
    position: revision,
    type,
    data,
    metadata: { correlationId: 'c', at: '2026-01-01T00:00:00.000Z' },
    recordedAt: '2026-01-01T00:00:00.000Z',
  };
};

describe('the taxonomy projection', () => {
  it('keeps one document per term in the order added, with renames and removals applied', async () => {
    const stores = await tempStores(productEventRegistry());
    cleanups.push(stores.cleanup);
    const events = [
      recorded('TaxonomyTermAdded', { kind: 'type', id: '1', names: { es: 'Ropa' } }),
      recorded('TaxonomyTermAdded', { kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1' }),
      recorded('TaxonomyTermAdded', { kind: 'event', id: '1', names: { es: 'Boda' } }),
      recorded('TaxonomyTermRenamed', { kind: 'type', id: '1', names: { es: 'Prendas', en: 'Garments' } }),
      recorded('TaxonomyTermRemoved', { kind: 'event', id: '1' }),
      recorded('TaxonomyTermAdded', { kind: 'event', id: 'gala', names: { es: 'Gala' } }),
    ];
    for (const event of events) productEventRegistry().parse(event.type, event.data);
    await stores.readStore.transaction((session) => taxonomyProjection.apply(events, session));
    const docs = await stores.readStore.collection<TaxonomyTermDoc>('taxonomyTerms').find({}, { sort: { order: 1 } });
    expect(docs).toEqual([
      { _id: 'type:1', kind: 'type', id: '1', names: { es: 'Prendas', en: 'Garments' }, typeId: null, order: Number(events[0]!.revision) },
      { _id: 'category:camisas', kind: 'category', id: 'camisas', names: { es: 'Camisas' }, typeId: '1', order: Number(events[1]!.revision) },
      { _id: 'event:gala', kind: 'event', id: 'gala', names: { es: 'Gala' }, typeId: null, order: Number(events[5]!.revision) },
    ]);
  });

  it('keeps a term’s synonyms through a rename, drops them when cleared, and forgets them with the term', async () => {
    const stores = await tempStores(productEventRegistry());
    cleanups.push(stores.cleanup);
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
    for (const event of events) productEventRegistry().parse(event.type, event.data);
    await stores.readStore.transaction((session) => taxonomyProjection.apply(events, session));
    const docs = await stores.readStore.collection<TaxonomyTermDoc>('taxonomyTerms').find({}, { sort: { order: 1 } });
    expect(docs.map(({ id, names, synonyms }) => ({ id, names, synonyms }))).toEqual([
      { id: 'rojo', names: { es: 'Rojo', en: 'Red' }, synonyms: { es: ['carmesí', 'escarlata'], en: ['crimson'] } },
      { id: 'azul', names: { es: 'Azul' }, synonyms: undefined },
      { id: 'verde', names: { es: 'Verde' }, synonyms: undefined },
    ]);
    expect(docs.filter((doc) => 'synonyms' in doc).map((doc) => doc.id)).toEqual(['rojo']);
  });
});
