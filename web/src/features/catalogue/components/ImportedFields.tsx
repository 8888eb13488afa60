import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { useFollowShop } from '../api/followShop';

/** What each field the brand may make its own is called in the form. */
const FIELD_LABELS: Record<string, MessageId> = {
  names: 'clothes.imported.field.names',
  description: 'clothes.imported.field.description',
  categoryId: 'clothes.field.category',
  colors: 'clothes.field.colors',
  materials: 'clothes.field.materials',
  gender: 'clothes.field.gender',
  eventIds: 'clothes.field.events',
  seasons: 'clothes.field.seasons',
  visible: 'clothes.field.visible',
  images: 'clothes.step.images',
};

/**
 * On an imported cloth's form: imports keep it as its shop has it, but for the fields the brand changed here, which
 * stay as the brand left them; each of those can follow the shop again (from the next import).
 */
export function ImportedFields({ clothId, claimed }: { clothId: string; claimed: string[] }) {
  const intl = useIntl();
  const follow = useFollowShop();
  const [own, setOwn] = useState(claimed);
  const [followed, setFollowed] = useState<string | null>(null);
  const label = (field: string) => intl.formatMessage({ id: FIELD_LABELS[field] ?? 'clothes.imported.field.other' });

  return (
    <section aria-labelledby="cloth-imported" className="border border-line bg-paper-deep p-4 text-sm">
      <h3 id="cloth-imported" className="font-semibold text-ink">
        {intl.formatMessage({ id: 'clothes.imported.title' })}
      </h3>
      <p className="mt-1 text-muted">{intl.formatMessage({ id: 'clothes.imported.intro' })}</p>
      {own.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={intl.formatMessage({ id: 'clothes.imported.own' })}>
          {own.map((field) => (
            <li key={field} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">{intl.formatMessage({ id: 'clothes.imported.yours' }, { field: label(field) })}</span>
              <button
                type="button"
                className="button-secondary min-h-11"
                disabled={follow.isPending}
                aria-label={intl.formatMessage({ id: 'clothes.imported.followLabel' }, { field: label(field) })}
                onClick={() =>
                  follow.mutate(
                    { id: clothId, fields: [field] },
                    {
                      onSuccess: (cloth) => {
                        setOwn(cloth.imported?.claimed ?? []);
                        setFollowed(field);
                      },
                    },
                  )
                }
              >
                {intl.formatMessage({ id: 'clothes.imported.follow' })}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink">{intl.formatMessage({ id: 'clothes.imported.allShop' })}</p>
      )}
      {followed && (
        <p role="status" className="mt-3 text-ink">
          {intl.formatMessage({ id: 'clothes.imported.followed' }, { field: label(followed) })}
        </p>
      )}
      {follow.isError && <p className="mt-3 text-accent">{intl.formatMessage({ id: 'clothes.imported.followFailed' })}</p>}
    </section>
  );
}
