import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ClothRow } from '../../../components/ClothRow';
import { FormAlert } from '../../../components/form/FormAlert';
import { Loading } from '../../../components/Loading';
import { ShareButton } from '../../../components/ShareButton';
import { useItemActions } from '../../../components/itemActions';
import { ApiError } from '../../../lib/api';
import { StoryMedia } from '../../../components/StoryMedia';
import { cardOfSummary } from '../../../lib/clothSummary';
import { useStory } from '../api/getStory';
import { storyOf, summaryOf } from '../api/magazineItem';

/**
 * /magazine/:id: one story on a page of its own (the address a search engine lists and a reader shares): the brand
 * and date, its title and whole text, its picture or video, the clothes it features, the way to the brand, and a
 * share button.
 */
export function StoryPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const story = useStory(id);
  const Actions = useItemActions();
  if (story.isPending) return <Loading />;
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-6 py-16">
        <FormAlert>{intl.formatMessage({ id: missing ? 'story.notFound' : 'story.error' })}</FormAlert>
        <Link to="/magazine" className="link-underline inline-flex min-h-11 items-center">
          {intl.formatMessage({ id: 'story.back' })}
        </Link>
      </div>
    );
  }
  const entry = story.data;
  const { title, paragraphs } = storyOf(entry.description);
  const heading = title ?? summaryOf(entry);
  const clothes = entry.clothes.map(cardOfSummary);
  return (
    <article className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-10" aria-labelledby="story-title">
      <title>{`${heading} · ${entry.brand.name} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <header className="space-y-3">
        <p className="kicker flex flex-wrap gap-x-3">
          <Link to="/magazine" className="link-underline">
            {intl.formatMessage({ id: 'magazine.kicker' })}
          </Link>
          <time dateTime={entry.publishedAt}>{intl.formatDate(entry.publishedAt, { day: 'numeric', month: 'long', year: 'numeric' })}</time>
        </p>
        <h1 id="story-title" className="font-display text-3xl leading-tight text-ink sm:text-5xl">
          {heading}
        </h1>
        <p className="text-muted">
          <Link to={`/brand/${encodeURIComponent(entry.brand.id)}`} className="link-underline">
            {entry.brand.name}
          </Link>
        </p>
      </header>
      <figure className="overflow-hidden bg-line/40">
        <StoryMedia entry={entry} brandName={entry.brand.name} lazy={false} className="aspect-[4/5] w-full sm:aspect-[16/10]" />
      </figure>
      <div className="space-y-4">
        {(title ? paragraphs : [entry.description]).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line text-lg leading-relaxed text-ink">
            {paragraph}
          </p>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {entry.url && (
          <a href={entry.url} target="_blank" rel="noopener noreferrer" className="button-primary inline-block">
            {intl.formatMessage({ id: 'magazine.entry.visit' }, { brand: entry.brand.name })}
            <span className="sr-only"> {intl.formatMessage({ id: 'magazine.entry.newTab' })}</span>
          </a>
        )}
        <ShareButton title={heading} text={entry.brand.name} />
        {Actions && <Actions id={entry.id} type="magazine" label={`${entry.brand.name}: ${summaryOf(entry)}`} />}
      </div>
      {clothes.length > 0 && <ClothRow title={intl.formatMessage({ id: 'magazine.entry.featured' })} clothes={clothes} />}
    </article>
  );
}
