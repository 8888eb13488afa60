import { z } from 'zod';
import { ERASED_ID, type PersonalDeclarations } from '../core/personal';

/** A signed-in person's browse history: `history-<userId>`, one event per cloth opened. */
export const historyStream = (userId: string) => `history-${userId}`;

export const ClothViewed = z.object({ userId: z.string().uuid(), clothId: z.string().uuid(), at: z.iso.datetime() }).strict();

export const historyEventSchemas = { ClothViewed } as const;
export type HistoryEvent = { type: 'ClothViewed'; data: z.infer<typeof ClothViewed> };

// Browse history is personal: what a person opened.
export const historyPersonalData = {
  ClothViewed: { subject: 'userId', personal: { clothId: ERASED_ID }, notPersonal: ['userId', 'at'] },
} as const satisfies PersonalDeclarations<typeof historyEventSchemas>;
