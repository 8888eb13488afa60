import { describe, expect, it } from 'vitest';
import { specFor } from '@vitrina/testkit/domain/decider-spec';
import { MAX_NEWS_SLIDES, newsEventSchemas, type NewsEvent, type NewsSlideFields } from './events';
import { newsDecider, type NewsCommand } from './news';

const spec = specFor(newsDecider);
const now = '2026-11-21T10:00:00.000Z';
const slideIdOf = (n: number) => `51000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const [a, b, c] = [slideIdOf(1), slideIdOf(2), slideIdOf(3)];
const fields: NewsSlideFields = { clothId: 'c1000001-1d2a-4c5b-9e8f-0a1b2c3d4e5f', image: `${'a'.repeat(32)}.webp`, visible: true };
const added = (slideId: string): NewsEvent => ({ type: 'NewsSlideAdded', data: { slideId, ...fields, at: now } });
const three = [added(a), added(b), added(c)];
const reorder = (ids: string[]): NewsCommand => ({ type: 'ReorderSlides', ids, now });

describe('news decider', () => {
  it('adds a slide whose event passes its own schema, up to the limit', () => {
    spec([])
      .when({ type: 'AddSlide', slideId: a, fields, now })
      .then([added(a)]);
    expect(newsEventSchemas.NewsSlideAdded.safeParse(added(a).data).success).toBe(true);
    const full = Array.from({ length: MAX_NEWS_SLIDES }, (_, i) => added(slideIdOf(100 + i)));
    spec(full).when({ type: 'AddSlide', slideId: a, fields, now }).thenFails('SLIDE_LIMIT_REACHED');
  });

  it('reorders only by a permutation of the current ids', () => {
    spec(three)
      .when(reorder([c, a, b]))
      .then([{ type: 'NewsSlidesReordered', data: { ids: [c, a, b], at: now } }]);
    spec(three)
      .when(reorder([a, b, c]))
      .then([]);
    spec(three)
      .when(reorder([c, a]))
      .thenFails('ORDER_MISMATCH');
    spec(three)
      .when(reorder([c, a, b, slideIdOf(9)]))
      .thenFails('ORDER_MISMATCH');
    spec(three)
      .when(reorder([c, a, a]))
      .thenFails('ORDER_MISMATCH');
    spec(three)
      .when(reorder([c, a, slideIdOf(9)]))
      .thenFails('ORDER_MISMATCH');
    spec([]).when(reorder([])).then([]);
  });

  it('decides a reorder on the order as it is after earlier reorders and deletions', () => {
    const given = [
      ...three,
      { type: 'NewsSlidesReordered', data: { ids: [c, b, a], at: now } } as NewsEvent,
      { type: 'NewsSlideDeleted', data: { slideId: b, at: now } } as NewsEvent,
    ];
    spec(given)
      .when(reorder([c, a]))
      .then([]);
    spec(given)
      .when(reorder([a, c]))
      .then([{ type: 'NewsSlidesReordered', data: { ids: [a, c], at: now } }]);
    spec(given)
      .when(reorder([a, b, c]))
      .thenFails('ORDER_MISMATCH');
  });

  it('edits a slide only when something changes', () => {
    spec(three)
      .when({ type: 'EditSlide', slideId: b, fields: { ...fields, visible: false }, now })
      .then([{ type: 'NewsSlideEdited', data: { slideId: b, ...fields, visible: false, at: now } }]);
    spec(three).when({ type: 'EditSlide', slideId: b, fields, now }).then([]);
  });

  it('answers NOT_FOUND for editing or deleting a deleted or unknown slide', () => {
    const deleted: NewsEvent = { type: 'NewsSlideDeleted', data: { slideId: b, at: now } };
    spec(three).when({ type: 'DeleteSlide', slideId: b, now }).then([deleted]);
    spec([...three, deleted])
      .when({ type: 'EditSlide', slideId: b, fields, now })
      .thenFails('NOT_FOUND');
    spec([...three, deleted])
      .when({ type: 'DeleteSlide', slideId: b, now })
      .thenFails('NOT_FOUND');
    spec([]).when({ type: 'EditSlide', slideId: a, fields, now }).thenFails('NOT_FOUND');
  });
});
