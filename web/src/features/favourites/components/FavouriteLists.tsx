import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import type { Favourite } from '../api/getFavourites';
import { FavouriteRow, nameOf } from './FavouriteRow';
import { RecommendForm } from './RecommendForm';

interface ListProps {
  entries: Favourite[];
  emptyId: MessageId;
  onLeave: () => void;
}

function Empty({ id }: { id: MessageId }) {
  return <p className="px-1 py-8 text-center text-sm leading-relaxed text-muted">{useIntl().formatMessage({ id })}</p>;
}

/** A row's own action beside Remove, named with the favourite's name for screen readers. */
function RowAction({ textId, namedId, name, onClick }: { textId: MessageId; namedId: MessageId; name: string; onClick: () => void }) {
  const intl = useIntl();
  return (
    <button type="button" aria-label={intl.formatMessage({ id: namedId }, { name })} onClick={onClick} className="text-ink hover:underline">
      {intl.formatMessage({ id: textId })}
    </button>
  );
}

/** Every favourite of one kind, each with its remove button. */
export function FavouriteList({ entries, emptyId, onLeave }: ListProps) {
  if (entries.length === 0) return <Empty id={emptyId} />;
  return (
    <ul>
      {entries.map((entry) => (
        <FavouriteRow key={`${entry.type}:${entry.id}`} entry={entry} onLeave={onLeave} />
      ))}
    </ul>
  );
}

/** An influencer's favourite clothes not yet recommended, each with Recommend opening its review form. */
export function RecommendableList({ entries, emptyId, onLeave }: ListProps) {
  const [writing, setWriting] = useState<string | null>(null);
  if (entries.length === 0) return <Empty id={emptyId} />;
  return (
    <ul>
      {entries.map((entry) => {
        const name = nameOf(entry);
        const open = writing === entry.id;
        return (
          <FavouriteRow
            key={`${entry.type}:${entry.id}`}
            entry={entry}
            onLeave={onLeave}
            actions={
              name && !open ? (
                <RowAction textId="favourites.recommend" namedId="favourites.recommend.named" name={name} onClick={() => setWriting(entry.id)} />
              ) : null
            }
          >
            {name && open && <RecommendForm id={entry.id} name={name} onDone={() => setWriting(null)} />}
          </FavouriteRow>
        );
      })}
    </ul>
  );
}

/** What an influencer recommends, with the review; Stop recommending is asked for by the popover (see there). */
export function RecommendedList({ entries, emptyId, onLeave, onStop }: ListProps & { onStop: (entry: Favourite) => void }) {
  const intl = useIntl();
  if (entries.length === 0) return <Empty id={emptyId} />;
  return (
    <ul>
      {entries.map((entry) => {
        const name = nameOf(entry) ?? intl.formatMessage({ id: 'favourites.unavailable' });
        const review = entry.reviewText ?? Object.values(entry.review ?? {}).find((text) => text.trim() !== '');
        return (
          <FavouriteRow
            key={`${entry.type}:${entry.id}`}
            entry={entry}
            onLeave={onLeave}
            actions={<RowAction textId="favourites.stop" namedId="favourites.stop.named" name={name} onClick={() => onStop(entry)} />}
          >
            {review && (
              <blockquote className="border-l-2 border-accent pl-2 text-sm italic text-ink">
                {intl.formatMessage({ id: 'favourites.review.quote' }, { review })}
              </blockquote>
            )}
          </FavouriteRow>
        );
      })}
    </ul>
  );
}
