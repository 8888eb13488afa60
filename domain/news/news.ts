import type { Decider } from '../core/decider';
import type { Failure } from '../core/failures';
import { MAX_NEWS_SLIDES, type NewsEvent, type NewsSlideFields } from './events';
import { NewsFailures } from './failures';

export interface NewsState {
  /** Slide ids in carousel order. */
  order: string[];
  slides: Map<string, NewsSlideFields>;
}

export type NewsCommand =
  | { type: 'AddSlide'; slideId: string; fields: NewsSlideFields; now: string }
  | { type: 'EditSlide'; slideId: string; fields: NewsSlideFields; now: string }
  | { type: 'DeleteSlide'; slideId: string; now: string }
  | { type: 'ReorderSlides'; ids: readonly string[]; now: string };

const sameFields = (a: NewsSlideFields, b: NewsSlideFields) => a.clothId === b.clothId && a.image === b.image && a.visible === b.visible;

/** The same ids, each once, as the slides there are now: anything else was decided on a stale list. */
function isPermutation(ids: readonly string[], current: readonly string[]): boolean {
  if (ids.length !== current.length) return false;
  const known = new Set(current);
  return new Set(ids).size === ids.length && ids.every((id) => known.has(id));
}

function decide(command: NewsCommand, state: NewsState): NewsEvent[] | Failure {
  const { now } = command;
  switch (command.type) {
    case 'AddSlide':
      if (state.slides.has(command.slideId)) throw new Error('A new slide id was reused');
      if (state.order.length >= MAX_NEWS_SLIDES) return NewsFailures.slideLimitReached();
      return [{ type: 'NewsSlideAdded', data: { slideId: command.slideId, ...command.fields, at: now } }];
    case 'EditSlide': {
      const slide = state.slides.get(command.slideId);
      if (!slide) return NewsFailures.slideNotFound();
      if (sameFields(slide, command.fields)) return [];
      return [{ type: 'NewsSlideEdited', data: { slideId: command.slideId, ...command.fields, at: now } }];
    }
    case 'DeleteSlide':
      if (!state.slides.has(command.slideId)) return NewsFailures.slideNotFound();
      return [{ type: 'NewsSlideDeleted', data: { slideId: command.slideId, at: now } }];
    case 'ReorderSlides':
      if (!isPermutation(command.ids, state.order)) return NewsFailures.orderMismatch();
      if (command.ids.every((id, i) => state.order[i] === id)) return [];
      return [{ type: 'NewsSlidesReordered', data: { ids: [...command.ids], at: now } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

function evolve(state: NewsState, event: NewsEvent): NewsState {
  switch (event.type) {
    case 'NewsSlideAdded': {
      const { slideId, clothId, image, visible } = event.data;
      return { order: [...state.order, slideId], slides: new Map(state.slides).set(slideId, { clothId, image, visible }) };
    }
    case 'NewsSlideEdited': {
      const { slideId, clothId, image, visible } = event.data;
      return { ...state, slides: new Map(state.slides).set(slideId, { clothId, image, visible }) };
    }
    case 'NewsSlideDeleted': {
      const slides = new Map(state.slides);
      slides.delete(event.data.slideId);
      return { order: state.order.filter((id) => id !== event.data.slideId), slides };
    }
    case 'NewsSlidesReordered':
      return { ...state, order: [...event.data.ids] };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

/** The home carousel's slides: added last, edited, deleted, and reordered only as a whole permutation. */
export const newsDecider: Decider<NewsCommand, NewsEvent, NewsState> = {
  initialState: () => ({ order: [], slides: new Map() }),
  evolve,
  decide,
};
