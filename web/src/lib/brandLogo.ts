import * as z from 'zod/mini';

/** A brand's logo as the api serves it (brand page, cloth page, admin brands); null when it has none. */
export const BrandLogo = z.object({ name: z.string(), thumb: z.string(), url: z.string(), thumbUrl: z.string() });
export type BrandLogo = z.infer<typeof BrandLogo>;
