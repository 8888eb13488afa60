import type { NewsEvent } from '@vitrina/domain/news/events';
import type { Doc } from '@vitrina/infra/readstore/port';
import type { Projection } from './projection';

export interface NewsSlideDoc extends Doc {
  clothId: string;
  image: string;
  visible: boolean;
  /** 0, 1, 2…: the carousel's order, kept dense across deletions. */
  order: number;
}

/** The home carousel's slides in their order; what readers see is filtered by the api (visible, cloth shown). */
export const newsProjection: Projection = {
  name: 'news',
  version: 1,
  collections: ['newsSlides'],
  eventTypes: ['NewsSlideAdded', 'NewsSlideEdited', 'NewsSlideDeleted', 'NewsSlidesReordered'],
  indexes: { newsSlides: [{ fields: { order: 1 } }] },
  async apply(events, session) {
    const slides = session.collection<NewsSlideDoc>('newsSlides');
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as NewsEvent;
      switch (event.type) {
        case 'NewsSlideAdded': {
          const { slideId, clothId, image, visible } = event.data;
          const existing = await slides.findOne({ _id: slideId });
          const order = existing ? existing.order : await slides.count({});
          await slides.replaceOne({ _id: slideId }, { _id: slideId, clothId, image, visible, order }, { upsert: true });
          break;
        }
        case 'NewsSlideEdited': {
          const { slideId, clothId, image, visible } = event.data;
          await slides.updateOne({ _id: slideId }, { $set: { clothId, image, visible } });
          break;
        }
        case 'NewsSlideDeleted': {
          const gone = await slides.findOne({ _id: event.data.slideId });
          if (!gone) break;
          await slides.deleteOne({ _id: gone._id });
          await slides.updateMany({ order: { $gt: gone.order } }, { $inc: { order: -1 } });
          break;
        }
        case 'NewsSlidesReordered':
          for (const [order, slideId] of event.data.ids.entries()) await slides.updateOne({ _id: slideId }, { $set: { order } });
          break;
        default:
          break;
      }
    }
  },
};
