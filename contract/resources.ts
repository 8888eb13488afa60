import * as z from 'zod/mini';

/** A legal text in each language of the site. */
const InEachLanguage = z.object({ es: z.string(), en: z.string(), it: z.string(), fr: z.string() });

/** GET /resources/get-texts/: the terms of service and the privacy policy (api/resources/texts.ts). */
export const LegalTexts = z.object({ tos: InEachLanguage, privacy: InEachLanguage });

/** GET /resources/get-images/: the image under every page's header. */
export const SiteImages = z.object({ banner: z.object({ url: z.string() }) });

export type LegalTexts = z.infer<typeof LegalTexts>;
export type SiteImages = z.infer<typeof SiteImages>;
