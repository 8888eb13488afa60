import { emailPreferencesOf } from '@vitrina/domain/accounts/profile';
import { pathIn } from '@vitrina/domain/core/addresses';
import { DEFAULT_LANGUAGE, isLanguage, localize } from '@vitrina/domain/core/languages';
import type { JobHandler } from '@vitrina/infra/jobs/port';
import { PUBLIC_CLOTHES, type ClothDoc } from '@vitrina/projector/catalogue';
import type { UserDoc } from '@vitrina/projector/users';
import { formatPrice } from '../alerts/price';
import { reasonText, renderEmail } from '../emails/render';
import { sendOptionalEmail, type OptionalEmailDeps } from '../emails/optional';
import type { DigestJob } from './build';

export type DigestSenderDeps = OptionalEmailDeps;

/**
 * Sends one person's digest in their language: each cloth with its picture, price and reason, a link to "New for
 * you", and a one-click unsubscribe. Whether to send is asked again now: someone who since chose another frequency
 * or none gets nothing, and clothes hidden since are left out (none left: nothing is sent). The Message-ID derives
 * from the job id, which names the person and the period, so a retry after a crash sends the same message.
 */
export function digestEmailHandler(deps: DigestSenderDeps): JobHandler {
  return async (data, context) => {
    const job = data as DigestJob;
    const user = await deps.readModels.collection<UserDoc>('users').findOne({ _id: job.userId });
    if (!user || !user.active || !user.emailVerified || emailPreferencesOf(user.emailPreferences).digest !== job.period.kind) {
      deps.logger.info({ job: context.id }, 'digest skipped: turned off or another frequency now');
      return;
    }
    const clothes = await deps.readModels.collection<ClothDoc>('clothes').find({ _id: { $in: job.items.map((item) => item.clothId) }, ...PUBLIC_CLOTHES });
    const byId = new Map(clothes.map((cloth) => [cloth._id, cloth]));
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const items = job.items.flatMap((item) => {
      const cloth = byId.get(item.clothId);
      if (!cloth) return [];
      const image = cloth.images[0];
      return [
        {
          name: localize(cloth.names, language),
          brand: cloth.brandName,
          price: formatPrice(cloth.effectivePrice, cloth.currency, language),
          reason: reasonText(language, item.reason),
          href: `${deps.publicUrl}${pathIn(language, `/cloth/${encodeURIComponent(cloth._id)}`)}`,
          imageUrl: image ? `${deps.publicUrl}/images/${encodeURIComponent(image.thumb)}` : null,
        },
      ];
    });
    if (items.length === 0) {
      deps.logger.info({ job: context.id }, 'digest skipped: its clothes are no longer shown');
      return;
    }
    await sendOptionalEmail(deps, context, { userId: user._id, email: user.email, language }, 'digest', (unsubscribeLink) =>
      renderEmail('digest', language, {
        username: user.username,
        frequency: job.period.kind,
        total: job.total - (job.items.length - items.length),
        items,
        link: `${deps.publicUrl}${pathIn(language, '/home')}`,
        unsubscribeLink,
      }),
    );
  };
}
