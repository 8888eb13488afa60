import type { ClothPriceDropped } from '@vitrina/domain/catalogue/events';
import type { RecordedEvent } from '@vitrina/infra/eventstore/port';
import type { JobQueue } from '@vitrina/infra/jobs/port';
import type { ReadStoreSession } from '@vitrina/infra/readstore/port';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { UserDoc } from '@vitrina/projector/users';
import type { z } from 'zod';
import type { Reactor } from '../reactor';

export const ALERTS_QUEUE = 'alerts';

/** One price-drop email to one person; `revision` is the drop's place in its catalogue stream. */
export interface PriceDropJob {
  userId: string;
  clothId: string;
  from: number;
  to: number;
  currency: string;
  revision: number;
}

type Recipient = Pick<UserDoc, 'active' | 'emailVerified'> & { emailPreferences?: { specialOffers?: boolean } };

/**
 * Whether a person gets price alerts: special offers are on by default (what people save favourites for), and
 * only a confirmed address of an active account is written to, so nobody can sign a stranger up for them.
 */
export const acceptsPriceAlerts = (user: Recipient) => user.active && user.emailVerified && user.emailPreferences?.specialOffers !== false;

/**
 * Ours: at most one price alert per person and cloth a (UTC) day, however often the brand lowers the price and
 * puts it back up, so a price cannot be turned into a mailing list. Made from the drop itself, so reading the
 * drop again after a crash still finds the job it queued.
 */
export const priceDropJobId = (drop: Pick<z.infer<typeof ClothPriceDropped>, 'clothId' | 'at'>, userId: string) =>
  `${drop.clothId}:${userId}:price-drop:${drop.at.slice(0, 10)}`;

/**
 * Turns each price drop into one email job per person who keeps the cloth among their favourites and accepts
 * special offers. The job id names the cloth, the person and the day (priceDropJobId), so reading the drop again
 * after a crash, or another drop of the same cloth that day, adds nothing.
 */
export function priceDropReactor(jobs: JobQueue, readModels: ReadStoreSession): Reactor {
  return {
    name: 'priceDropAlerts',
    eventTypes: ['ClothPriceDropped'],
    async react(event: RecordedEvent) {
      const drop = event.data as z.infer<typeof ClothPriceDropped>;
      const favourites = await readModels.collection<FavouriteDoc>('favourites').find({ itemId: drop.clothId, type: 'cloth' });
      if (favourites.length === 0) return;
      const users = await readModels.collection<UserDoc>('users').find({ _id: { $in: favourites.map((doc) => doc.userId) } });
      for (const user of users) {
        if (!acceptsPriceAlerts(user)) continue;
        const job: PriceDropJob = {
          userId: user._id,
          clothId: drop.clothId,
          from: drop.from,
          to: drop.to,
          currency: drop.currency,
          revision: Number(event.revision),
        };
        await jobs.add(ALERTS_QUEUE, 'priceDrop', job, { jobId: priceDropJobId(drop, user._id), attempts: 8, backoffMs: 2_000 });
      }
    },
  };
}
