import type { z } from 'zod';
import type { Language } from '@vitrina/domain/core/languages';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { NewsSlideDoc } from '@vitrina/projector/news';
import { clothSummary, imageUrl } from '../catalogue/views';
import type { NewsSlide as NewsSlideSchema } from './responses';

/**
 * A slide as the contract's NewsSlide. A slide names one stored image (no thumbnail of its own), so both urls
 * are that image.
 */
export function newsSlide(doc: NewsSlideDoc, cloth: ClothDoc | null | undefined, language: Language): z.infer<typeof NewsSlideSchema> {
  const url = imageUrl(doc.image);
  return {
    id: doc._id,
    cloth: cloth ? clothSummary(cloth, language) : null,
    image: { url, thumbUrl: url },
    visible: doc.visible,
    order: doc.order,
  };
}

export type NewsSlide = ReturnType<typeof newsSlide>;
