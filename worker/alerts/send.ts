import type { JobHandler } from '@vitrina/infra/jobs/port';
import type { ClothDoc } from '@vitrina/projector/catalogue';
import type { FavouriteDoc } from '@vitrina/projector/favourites';
import type { UserDoc } from '@vitrina/projector/users';
import { renderEmail } from '../emails/render';
import { sendOptionalEmail, type OptionalEmailDeps } from '../emails/optional';
import { acceptsPriceAlerts, type PriceDropJob } from './price-drop';
import { clothInEmail, readerLanguage } from './cloth-email';
import { formatPrice } from './price';

export type PriceDropSenderDeps = OptionalEmailDeps;

/**
 * Sends one price-drop email in the reader's language, with the cloth's photo and its prices as the site writes them. Whether to send is asked again now: someone who since
 * turned alerts off, dropped the favourite, or whose cloth was hidden or removed gets nothing. The Message-ID
 * derives from the job id, so mail servers can drop a copy a crash between sending and completing would make.
 */
export function priceDropEmailHandler(deps: PriceDropSenderDeps): JobHandler {
  return async (data, context) => {
    const job = data as PriceDropJob;
    const user = await deps.readModels.collection<UserDoc>('users').findOne({ _id: job.userId });
    const favourite = await deps.readModels.collection<FavouriteDoc>('favourites').findOne({ userId: job.userId, itemId: job.clothId, type: 'cloth' });
    if (!user || !acceptsPriceAlerts(user) || !favourite) {
      deps.logger.info({ job: context.id }, 'price alert skipped: turned off or no longer a favourite');
      return;
    }
    const cloth = await deps.readModels.collection<ClothDoc>('clothes').findOne({ _id: job.clothId });
    // The drop follows its ClothUpdated in the stream; until the read model holds that update, the name may be old.
    if (cloth && cloth.revision < job.revision - 1) throw new Error('the catalogue read model has not reached the price drop yet');
    if (!cloth || !cloth.visible || !cloth.listed) {
      deps.logger.info({ job: context.id }, 'price alert skipped: the cloth is hidden, not public or gone');
      return;
    }
    const language = readerLanguage(user);
    await sendOptionalEmail(deps, context, { userId: user._id, email: user.email, language }, 'priceDrops', (unsubscribeLink) =>
      renderEmail('priceDrop', language, {
        ...clothInEmail(deps.publicUrl, cloth, language),
        username: user.username,
        oldPrice: formatPrice(job.from, job.currency, language),
        newPrice: formatPrice(job.to, job.currency, language),
        unsubscribeLink,
      }),
    );
  };
}
