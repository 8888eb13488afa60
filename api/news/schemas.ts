import { z } from 'zod';
import { MAX_NEWS_SLIDES, NewsSlideFields } from '@vitrina/domain/news/events';

/** A slide as the admin form sends it: the cloth it links to, a stored image name (POST /admin/images), visible. */
export const SlideBody = NewsSlideFields;
export const SlideParams = z.object({ id: z.string().uuid() }).strict();
/** Every slide id in the new order. */
export const OrderBody = z.object({ ids: z.array(z.string().uuid()).max(MAX_NEWS_SLIDES) }).strict();
