import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { ImageName } from '../catalogue/events';

/** All news slides live in one stream: their order is one fact, so it needs one consistency boundary. */
export const NEWS_STREAM = 'news';
/** A carousel, not an archive: past this many slides, delete some first. */
export const MAX_NEWS_SLIDES = 100;

export const NewsSlideFields = z.object({ clothId: Id, image: ImageName, visible: z.boolean() }).strict();
export type NewsSlideFields = z.infer<typeof NewsSlideFields>;

export const NewsSlideAdded = z.object({ slideId: Id, ...NewsSlideFields.shape, at: Instant }).strict();
export const NewsSlideEdited = z.object({ slideId: Id, ...NewsSlideFields.shape, at: Instant }).strict();
export const NewsSlideDeleted = z.object({ slideId: Id, at: Instant }).strict();
/** Every slide id, in the new order. */
export const NewsSlidesReordered = z.object({ ids: z.array(Id).max(MAX_NEWS_SLIDES), at: Instant }).strict();

export const newsEventSchemas = { NewsSlideAdded, NewsSlideEdited, NewsSlideDeleted, NewsSlidesReordered } as const;
export type NewsEvent = EventsOf<typeof newsEventSchemas>;

// News slides are the site's.
export const newsPersonalData = {
  NewsSlideAdded: { notPersonal: ['slideId', 'clothId', 'image', 'at'] },
  NewsSlideEdited: { notPersonal: ['slideId', 'clothId', 'image', 'at'] },
  NewsSlideDeleted: { notPersonal: ['slideId', 'at'] },
  NewsSlidesReordered: { notPersonal: ['ids[]', 'at'] },
} as const satisfies PersonalDeclarations<typeof newsEventSchemas>;
