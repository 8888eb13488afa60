import { describe, expect, it } from 'vitest';
import { CLOTHES, query } from '@vitrina/testkit/infra/search/contract-fixtures';
import { resultOf, searchPipeline, toStored, type FacetAnswer } from './mongo-pipeline';

/** The MongoDB adapter's own shapes, checked without a server (its contract suite needs one). */
describe('the MongoDB search pipeline', () => {
  const d02 = CLOTHES.find((cloth) => cloth.id === 'd02')!;

  it('stores availability as a facet value list and keeps it on the card', () => {
    const stored = toStored(d02);
    expect(stored.availability).toEqual(['sold-out']);
    expect(stored.card.availability).toBe('sold-out');
    expect(toStored({ ...d02, availability: undefined }).availability).toEqual([]);
    expect(toStored({ ...d02, availability: undefined }).card).not.toHaveProperty('availability');
  });

  it('filters on availability and counts it without its own filter', () => {
    const { facet } = searchPipeline(query({ filters: { availability: ['in-stock'], type: ['shirt'] } }), []);
    const stages = (facet as { $facet: Record<string, Array<Record<string, unknown>>> }).$facet;
    expect(stages.total![0]).toEqual({ $match: { $and: [{ type: { $in: ['shirt'] } }, { availability: { $in: ['in-stock'] } }] } });
    expect(stages.availability![0]).toEqual({ $match: { $and: [{ type: { $in: ['shirt'] } }] } });
    expect(stages.availability!.slice(1)).toEqual([{ $unwind: '$availability' }, { $group: { _id: '$availability', n: { $sum: 1 } } }]);
    expect(stages.type![0]).toEqual({ $match: { $and: [{ availability: { $in: ['in-stock'] } }] } });
  });

  it('reads the availability counts back', () => {
    const answer = {
      items: [],
      total: [],
      price: [],
      availability: [
        { _id: 'in-stock', n: 2 },
        { _id: 'sold-out', n: 1 },
      ],
    } as unknown as FacetAnswer;
    expect(resultOf(answer).facets.availability).toEqual({ 'in-stock': 2, 'sold-out': 1 });
  });
});
