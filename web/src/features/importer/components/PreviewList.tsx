import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages';
import { termName, useTaxonomy } from '../../../lib/taxonomy';
import type { Classified, Preview, PreviewItem, Problem } from '../api/importer';
import { LimitNotice } from './LimitNotice';

const FIELDS = ['name', 'price', 'link', 'image', 'json'] as const;
const CODES = ['MISSING', 'UNREADABLE', 'BAD_URL', 'BAD_JSON', 'IMAGE_FAILED', 'INVALID_FIELDS', 'REMOVED_BY_BRAND'] as const;

/** One failed field in the reader's words: which field, and why ("Price: could not read “Consultar”"). */
export function useProblemText() {
  const intl = useIntl();
  return (problem: Pick<Problem, 'field' | 'code' | 'found'>) => {
    const field =
      problem.field && (FIELDS as readonly string[]).includes(problem.field)
        ? intl.formatMessage({ id: `importer.problemField.${problem.field}` as MessageId })
        : (problem.field ?? '');
    const code = (CODES as readonly string[]).includes(problem.code) ? problem.code : null;
    const why = code ? intl.formatMessage({ id: `importer.problem.${code}` as MessageId }, { found: problem.found ?? '' }) : problem.code;
    return field ? `${field}: ${why}` : why;
  };
}

type ReadItem = Extract<PreviewItem, { item: unknown }>['item'];

/** A size every variant of which is sold out, when the source says (a page's extracted items have no variants). */
const soldOut = (item: ReadItem, size: string) =>
  'variants' in item && item.variants.some((variant) => variant.size === size) && !item.variants.some((variant) => variant.size === size && variant.available);

/** What the page would give, item by item, each either its fields or what failed; nothing is saved. */
export function PreviewList({ preview }: { preview: Preview }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const taxonomy = useTaxonomy();
  const ok = preview.items.filter((result) => 'item' in result).length;
  // What a run would make of it: its category, gender, colours and materials, or that the words tell none ("to review").
  const classification = (told: Classified) => {
    const data = taxonomy.data;
    const parts = [
      told.categoryId ? termName(data?.categories, told.categoryId) : intl.formatMessage({ id: 'importer.preview.categoryToReview' }),
      told.gender ? termName(data?.genders, told.gender) : intl.formatMessage({ id: 'importer.preview.genderToReview' }),
      ...told.colors.map((id) => termName(data?.colors, id)),
      ...told.materials.map((id) => termName(data?.materials, id)),
    ];
    return intl.formatMessage({ id: 'importer.preview.classified' }, { what: parts.join(' · ') });
  };
  return (
    <section aria-labelledby="importer-preview-title" className="space-y-4">
      <h2 id="importer-preview-title" className="font-display text-xl text-ink">
        {intl.formatMessage({ id: 'importer.section.preview' })}
      </h2>
      {preview.source && (
        <p className="font-medium text-ink">
          {preview.source.total === null
            ? intl.formatMessage({ id: `importer.source.${preview.source.kind}` })
            : intl.formatMessage(
                { id: 'importer.foundSource' },
                { source: intl.formatMessage({ id: `importer.source.${preview.source.kind}` }), count: preview.source.total },
              )}
        </p>
      )}
      {preview.limited && <LimitNotice limited={preview.limited} />}
      {preview.proposal && (
        <p className="text-sm text-muted">{intl.formatMessage({ id: `importer.proposal.${preview.proposal.source}` }, { items: preview.proposal.items })}</p>
      )}
      <p className="text-sm text-ink" role="status">
        {intl.formatMessage({ id: 'importer.preview.summary' }, { ok, failed: preview.items.length - ok })}
      </p>
      {preview.items.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'importer.preview.empty' })}</p>
      ) : (
        <ol className="divide-y divide-line border border-line bg-white">
          {preview.items.map((result) => (
            <li key={result.index} className="space-y-1 p-3 text-sm">
              {'item' in result ? (
                <>
                  <p className="font-medium text-ink break-words">{result.item.name}</p>
                  {result.item.salePrice != null ? (
                    <p className="flex flex-wrap items-baseline gap-x-2 text-ink">
                      <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.before' })} </span>
                      <s className="text-muted">{intl.formatNumber(result.item.price, { style: 'currency', currency: result.item.currency })}</s>
                      <span className="sr-only">{intl.formatMessage({ id: 'cloth.price.now' })} </span>
                      <span>{intl.formatNumber(result.item.salePrice, { style: 'currency', currency: result.item.currency })}</span>
                    </p>
                  ) : (
                    <p className="text-ink">{intl.formatNumber(result.item.price, { style: 'currency', currency: result.item.currency })}</p>
                  )}
                  {result.item.url && <p className="break-all text-muted">{result.item.url}</p>}
                  <p className="text-muted">
                    {result.item.images.length > 0
                      ? intl.formatMessage({ id: 'importer.preview.images' }, { count: result.item.images.length })
                      : intl.formatMessage({ id: 'importer.preview.noPhoto' })}
                    {result.item.sizes.length > 0 &&
                      ` · ${result.item.sizes.map((size) => (soldOut(result.item, size) ? intl.formatMessage({ id: 'importer.preview.soldOutSize' }, { size }) : size)).join(', ')}`}
                    {'available' in result.item && !result.item.available && ` · ${intl.formatMessage({ id: 'importer.preview.soldOut' })}`}
                    {result.item.tags.length > 0 && ` · ${result.item.tags.join(', ')}`}
                  </p>
                  {'classified' in result && result.classified && <p className="text-ink">{classification(result.classified)}</p>}
                </>
              ) : (
                <>
                  <p className="font-medium text-ink">{result.name ?? intl.formatMessage({ id: 'importer.preview.unnamed' }, { index: result.index + 1 })}</p>
                  <ul className="list-disc pl-5 text-red-700">
                    {result.errors.map((error, i) => (
                      <li key={i}>{problemText(error)}</li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
      {preview.nextPage && <p className="break-all text-sm text-muted">{intl.formatMessage({ id: 'importer.preview.nextPage' }, { url: preview.nextPage })}</p>}
    </section>
  );
}
