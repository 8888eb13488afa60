import { useId } from 'react';
import { useIntl } from 'react-intl';
import { StoryMedia } from '../../../components/StoryMedia';
import type { BrandEntry } from '../api/getBrand';
import { Section } from '../../../components/Section';

/** The brand's newest magazine entries, beside its clothes on a desktop and below them on a phone. */
export function BrandEntries({ entries, brandName }: { entries: BrandEntry[]; brandName: string }) {
  const intl = useIntl();
  const headingId = useId();
  if (entries.length === 0) return null;
  return (
    <Section headingId={headingId} title={intl.formatMessage({ id: 'brand.magazine' })}>
      <ul className="space-y-6">
        {entries.map((entry) => (
          <li key={entry.id}>
            <article className="grid grid-cols-[5rem_1fr] gap-4" aria-label={intl.formatMessage({ id: 'brand.magazine.entry' }, { brand: brandName })}>
              <StoryMedia entry={entry} brandName={brandName} width={80} height={100} className="aspect-[4/5] w-20 bg-line/40" />
              <div className="min-w-0 space-y-1">
                <p className="kicker">
                  <time dateTime={entry.publishedAt}>{intl.formatDate(entry.publishedAt, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
                </p>
                <p className="line-clamp-4 text-sm leading-relaxed text-ink">{entry.description}</p>
                {entry.url && (
                  <a href={entry.url} target="_blank" rel="noopener noreferrer" className="link-underline inline-flex min-h-11 items-center text-sm">
                    {intl.formatMessage({ id: 'magazine.entry.visit' }, { brand: brandName })}
                    <span className="sr-only"> {intl.formatMessage({ id: 'magazine.entry.newTab' })}</span>
                  </a>
                )}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  );
}
