import { z } from 'zod';

const Id = z.string().uuid();

/** A brand's own stream, `brand-<id>`: its data and, later, its catalogue. */
export const brandStream = (brandId: string) => `brand-${brandId}`;

export const BrandRegistered = z
  .object({
    brandId: Id,
    ownerId: Id,
    /** The legal name. */
    name: z.string(),
    /** The brand name people know. */
    brand: z.string(),
    description: z.string(),
    location: z.string(),
    registeredAt: z.iso.datetime(),
  })
  .strict();

export const brandEventSchemas = { BrandRegistered } as const;
export type BrandEvent = { type: 'BrandRegistered'; data: z.infer<typeof BrandRegistered> };
