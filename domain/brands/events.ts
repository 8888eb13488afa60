import { z } from 'zod';
import { Id, Instant, type EventsOf } from '../core/events';
import type { PersonalDeclarations } from '../core/personal';
import { ImageName } from '../catalogue/events';
import { SizeChart } from '../sizes/charts';

/** A brand's own stream, `brand-<id>`: its data, prestige and deletion. Its clothes live in `catalogue-<id>`. */
export const brandStream = (brandId: string) => `brand-${brandId}`;
/** Clicks on a brand's name, appended with no expected revision: counted by the dashboard, never decided on. */
export const brandClicksStream = (brandId: string) => `clicks-${brandId}`;

const profile = {
  /** The legal name. */
  name: z.string(),
  /** The brand name people know. */
  brand: z.string(),
  description: z.string(),
  location: z.string(),
};

/** A brand that registered itself along with its owner's account. */
export const BrandRegistered = z.object({ brandId: Id, ownerId: Id, ...profile, registeredAt: Instant }).strict();
/** A brand an admin created, with or without an owning account. */
export const BrandCreated = z.object({ brandId: Id, ownerId: Id.nullable(), ...profile, createdBy: Id, createdAt: Instant }).strict();
export const BrandUpdated = z.object({ brandId: Id, ...profile, updatedAt: Instant }).strict();
export const BrandPrestigeSet = z.object({ brandId: Id, prestige: z.number().int().min(0).max(100), setAt: Instant }).strict();
/** The brand's logo, an image the store holds (main and thumbnail), or null when the brand removed it. */
export const BrandLogo = z.object({ name: ImageName, thumb: ImageName }).strict();
export type BrandLogo = z.infer<typeof BrandLogo>;
export const BrandLogoSet = z.object({ brandId: Id, logo: BrandLogo.nullable(), at: Instant }).strict();
/**
 * The brand's size chart for one of the site's categories (domain/sizes/charts.ts), or null when it removed it;
 * `origin: 'import'` when the importer read it from the brand's shop (absent: the brand wrote it in admin).
 */
export const BrandSizeChartSet = z
  .object({ brandId: Id, categoryId: z.string().regex(/^[a-z0-9-]{1,40}$/), chart: z.nullable(SizeChart), origin: z.literal('import').optional(), at: Instant })
  .strict();
export const BrandDeleted = z.object({ brandId: Id, deletedBy: Id, deletedAt: Instant }).strict();
export const BrandNameClicked = z.object({ brandId: Id, userId: Id.nullable(), at: Instant }).strict();

/** An admin gave the brand an owner (its owner's account was erased, say): one brand per owner. */
export const BrandOwnerAssigned = z.object({ brandId: Id, ownerId: Id, by: Id, at: Instant }).strict();

export const brandEventSchemas = {
  BrandRegistered,
  BrandCreated,
  BrandUpdated,
  BrandPrestigeSet,
  BrandLogoSet,
  BrandSizeChartSet,
  BrandDeleted,
  BrandNameClicked,
  BrandOwnerAssigned,
} as const;

export type BrandProfile = { name: string; brand: string; description: string; location: string };
export type BrandEvent = EventsOf<Omit<typeof brandEventSchemas, 'BrandNameClicked'>>;
export type BrandClickEvent = { type: 'BrandNameClicked'; data: z.infer<typeof BrandNameClicked> };

// A brand's names, description and location are business data (its owner's erasure leaves them); ids are pseudonymous.
export const brandPersonalData = {
  BrandRegistered: { notPersonal: ['brandId', 'ownerId', 'name', 'brand', 'description', 'location', 'registeredAt'] },
  BrandCreated: { notPersonal: ['brandId', 'ownerId', 'name', 'brand', 'description', 'location', 'createdBy', 'createdAt'] },
  BrandUpdated: { notPersonal: ['brandId', 'name', 'brand', 'description', 'location', 'updatedAt'] },
  BrandPrestigeSet: { notPersonal: ['brandId', 'setAt'] },
  BrandLogoSet: { notPersonal: ['brandId', 'logo.name', 'logo.thumb', 'at'] },
  BrandSizeChartSet: {
    notPersonal: [
      'brandId',
      'categoryId',
      'chart.rows[].size',
      'chart.rows[].equivalents.AR',
      'chart.rows[].equivalents.EU',
      'chart.rows[].equivalents.US',
      'chart.rows[].equivalents.UK',
      'chart.rows[].equivalents.IT',
      'chart.rows[].equivalents.FR',
      'chart.rows[].equivalents.INT',
      'at',
    ],
  },
  BrandDeleted: { notPersonal: ['brandId', 'deletedBy', 'deletedAt'] },
  BrandNameClicked: { notPersonal: ['brandId', 'userId', 'at'] },
  BrandOwnerAssigned: { notPersonal: ['brandId', 'ownerId', 'by', 'at'] },
} as const satisfies PersonalDeclarations<typeof brandEventSchemas>;
