import { emailPreferencesOf } from '@vitrina/domain/accounts/profile';
import type { ClothBackInStock, ClothVisibilitySet } from '@vitrina/domain/catalogue/events';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobHandler, JobQueue } from '@vitrina/infra/jobs/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import { isPublicCloth, type ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteDoc, StockAlertDoc } from '@vitrina/projector/favourites';
import { buyableSizes } from '@vitrina/domain/catalogue/stock';
import type { UserDoc } from '@vitrina/projector/users';
import type { z } from 'zod';
import { renderEmail } from '../emails/render';
import { sendOptionalEmail, type OptionalEmailDeps } from '../emails/optional';
import type { Reactor } from '../reactor';
import { clothInEmail, readerLanguage } from './cloth-email';
import { formatPrice } from './price';

export const BACK_IN_STOCK_QUEUE = 'back-in-stock';

/** One back-in-stock email to one person; `sizes` came back (empty: the whole cloth did, or it was shown again). */
export interface BackInStockJob {
  userId: string;
  clothId: string;
  sizes: string[];
  /** The catalogue stream's revision the cloth's read model must have reached to show the return. */
  revision: number;
}

type Recipient = Pick<UserDoc, 'active' | 'emailVerified' | 'emailPreferences'>;
/** Only a confirmed address of an active account that keeps back-in-stock alerts on (they are by default). */
export const acceptsBackInStock = (user: Recipient) => user.active && user.emailVerified && emailPreferencesOf(user.emailPreferences).backInStock;

/**
 * Ours: at most one back-in-stock email per person and cloth a (UTC) day, however often a brand's stock flickers
 * (an importer reading a shop twice, a size sold out and back), so stock cannot be turned into a mailing list.
 */
export const backInStockJobId = (clothId: string, userId: string, at: string) => `${clothId}:${userId}:back-in-stock:${at.slice(0, 10)}`;

/**
 * The "notify me" requests a return answers: one for the whole cloth when anything came back, one for a size when
 * that size did. A cloth shown again answers only requests for the whole cloth.
 */
export function answeredAlerts(alerts: readonly StockAlertDoc[], back: { sizes: string[]; shownAgain: boolean }): StockAlertDoc[] {
  const sizes = new Set(back.sizes);
  return alerts.filter((alert) => (alert.size === null || alert.size === '' ? true : !back.shownAgain && sizes.has(alert.size)));
}

/**
 * Turns each return of a cloth (the catalogue's ClothBackInStock, from a brand's edit or an import, and a hidden
 * cloth shown again) into one email job per person who keeps it among their favourites, or asked to be notified of
 * it or of a size that came back ("notify me"), and accepts these alerts: one job a person, whichever way they came.
 */
export function backInStockReactor(jobs: JobQueue, readModels: ReadStoreSession): Reactor {
  return {
    name: 'backInStockAlerts',
    eventTypes: ['ClothBackInStock', 'ClothVisibilitySet'],
    async react(event: RecordedEvent) {
      let back: { clothId: string; sizes: string[]; at: string; revision: number };
      let returned: string[] = [];
      if (event.type === 'ClothVisibilitySet') {
        const shown = event.data as z.infer<typeof ClothVisibilitySet>;
        if (!shown.visible) return;
        back = { clothId: shown.clothId, sizes: [], at: shown.setAt, revision: Number(event.revision) };
      } else {
        // It follows the ClothUpdated that made the cloth purchasable, which is the cloth's revision in the read model.
        const data = event.data as z.infer<typeof ClothBackInStock>;
        back = { clothId: data.clothId, sizes: data.wholeCloth ? [] : data.sizes, at: data.at, revision: Number(event.revision) - 1 };
        returned = data.sizes;
      }
      const [favourites, alerts] = await Promise.all([
        readModels.collection<FavouriteDoc>('favourites').find({ itemId: back.clothId, type: 'cloth' }),
        readModels.collection<StockAlertDoc>('stockAlerts').find({ clothId: back.clothId }),
      ]);
      const answered = answeredAlerts(alerts, { sizes: returned, shownAgain: event.type === 'ClothVisibilitySet' });
      // A person who keeps the cloth hears of every size that came back; one who asked only of theirs (or the cloth).
      const sizesFor = new Map<string, string[]>();
      for (const alert of answered) {
        const sizes = sizesFor.get(alert.userId) ?? [];
        if (alert.size) sizes.push(alert.size);
        sizesFor.set(alert.userId, sizes);
      }
      for (const favourite of favourites) sizesFor.set(favourite.userId, back.sizes);
      if (sizesFor.size === 0) return;
      const users = await readModels.collection<UserDoc>('users').find({ _id: { $in: [...sizesFor.keys()] } });
      for (const user of users) {
        if (!acceptsBackInStock(user)) continue;
        const job: BackInStockJob = { userId: user._id, clothId: back.clothId, sizes: sizesFor.get(user._id) ?? [], revision: back.revision };
        await jobs.add(BACK_IN_STOCK_QUEUE, 'backInStock', job, { jobId: backInStockJobId(back.clothId, user._id, back.at), attempts: 8, backoffMs: 2_000 });
      }
    },
  };
}

export type BackInStockSenderDeps = OptionalEmailDeps;

/**
 * Sends one back-in-stock email in the reader's language. Asked again now: someone who since turned these alerts
 * off, dropped the favourite or cancelled the "notify me", or a cloth hidden or sold out again since (or, for one
 * who asked of sizes only, none of them buyable), gets nothing.
 */
export function backInStockEmailHandler(deps: BackInStockSenderDeps): JobHandler {
  return async (data, context) => {
    const job = data as BackInStockJob;
    const [user, favourite, alerts, cloth] = await Promise.all([
      deps.readModels.collection<UserDoc>('users').findOne({ _id: job.userId }),
      deps.readModels.collection<FavouriteDoc>('favourites').findOne({ userId: job.userId, itemId: job.clothId, type: 'cloth' }),
      deps.readModels.collection<StockAlertDoc>('stockAlerts').find({ userId: job.userId, clothId: job.clothId }),
      deps.readModels.collection<ClothDoc>('clothes').findOne({ _id: job.clothId }),
    ]);
    const askedOfCloth = alerts.some((alert) => !alert.size);
    const askedOfSizes = alerts.filter((alert) => alert.size && job.sizes.includes(alert.size)).length > 0;
    if (!user || !acceptsBackInStock(user) || !(favourite || askedOfCloth || askedOfSizes)) {
      deps.logger.info({ job: context.id }, 'back-in-stock alert skipped: turned off, no longer a favourite or no longer asked for');
      return;
    }
    if (cloth && cloth.revision < job.revision) throw new Error('the catalogue read model has not reached the return yet');
    const sizesOnly = !favourite && !askedOfCloth;
    if (!isPublicCloth(cloth) || !cloth.inStock || (sizesOnly && !job.sizes.some((size) => buyableSizes(cloth).includes(size)))) {
      deps.logger.info({ job: context.id }, 'back-in-stock alert skipped: the cloth is hidden, sold out again or gone');
      return;
    }
    const language = readerLanguage(user);
    await sendOptionalEmail(deps, context, { userId: user._id, email: user.email, language }, 'backInStock', (unsubscribeLink) =>
      renderEmail('backInStock', language, {
        ...clothInEmail(deps.publicUrl, cloth, language),
        username: user.username,
        size: job.sizes.length > 0 ? job.sizes.join(', ') : null,
        price: formatPrice(cloth.effectivePrice, cloth.currency, language),
        asked: !favourite,
        unsubscribeLink,
      }),
    );
  };
}
