import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { MEASURES, repeatedSize, type Measure, type SizeChart } from '@vitrina/domain/sizes/chart-rules';
import { SIZE_KINDS, SIZE_SYSTEMS, equivalentsOf, systemsOf, type SizeKind, type SizeSystem } from '@vitrina/domain/sizes/systems';
import { FormAlert } from '../../../components/form/FormAlert';
import { ApiError } from '../../../lib/api';
import { KIND_LABELS, MEASURE_LABELS, SYSTEM_LABELS } from '../../../lib/sizes';
import { useTaxonomy } from '../../../lib/taxonomy';
import type { AdminBrand } from '../api/listAdminBrands';
import { useSetSizeChart } from '../api/setSizeChart';
import { Section } from '../../../components/Section';

interface RowDraft {
  key: number;
  size: string;
  measures: Partial<Record<Measure, string>>;
  equivalents: Partial<Record<SizeSystem, string>>;
}

interface Draft {
  /** Empty while a new guide has no category yet. */
  categoryId: string;
  isNew: boolean;
  kind: SizeKind;
  system: SizeSystem;
  rows: RowDraft[];
}

let nextKey = 1;
const blankRow = (): RowDraft => ({ key: nextKey++, size: '', measures: {}, equivalents: {} });
/** The measures a kind's chart asks for: shoes by the foot. */
const measuresOf = (kind: SizeKind): Measure[] => (kind.endsWith('shoes') ? ['foot', 'length'] : MEASURES.filter((measure) => measure !== 'foot'));
const FOOTWEAR = '2';

function draftOf(categoryId: string, chart: SizeChart): Draft {
  return {
    categoryId,
    isNew: false,
    kind: chart.kind,
    system: chart.system,
    rows: chart.rows.map((row) => ({
      key: nextKey++,
      size: row.size,
      measures: Object.fromEntries(Object.entries(row.measures).map(([measure, value]) => [measure, String(value)])),
      equivalents: { ...row.equivalents },
    })),
  };
}

type Problem =
  { id: 'sizes.admin.error.empty' | 'sizes.admin.error.measure' | 'sizes.admin.error.category' } | { id: 'sizes.admin.error.repeated'; size: string };

/** The chart a draft is, or what is wrong with it. */
function chartOf(draft: Draft): SizeChart | Problem {
  if (!draft.categoryId) return { id: 'sizes.admin.error.category' };
  const rows = draft.rows.filter((row) => row.size.trim() !== '');
  if (rows.length === 0) return { id: 'sizes.admin.error.empty' };
  const measured: SizeChart['rows'] = [];
  for (const row of rows) {
    const measures: SizeChart['rows'][number]['measures'] = {};
    for (const measure of MEASURES) {
      const typed = row.measures[measure]?.trim().replace(',', '.');
      if (!typed) continue;
      const value = Number(typed);
      if (!Number.isFinite(value) || value <= 0 || value > 300) return { id: 'sizes.admin.error.measure' };
      measures[measure] = value;
    }
    const equivalents = Object.fromEntries(
      Object.entries(row.equivalents)
        .map(([system, label]) => [system, label?.trim() ?? ''])
        .filter(([system, label]) => label !== '' && system !== draft.system),
    );
    measured.push({ size: row.size.trim(), measures, equivalents });
  }
  const chart: SizeChart = { kind: draft.kind, system: draft.system, rows: measured };
  const repeated = repeatedSize(chart);
  return repeated === null ? chart : { id: 'sizes.admin.error.repeated', size: repeated.trim() };
}

/**
 * A brand's size guides in its admin area: one chart per category, each its sizes with their measures in cm and
 * their equivalents (filled from the standard table on request), saved as the brand's own (PUT), or removed.
 */
export function SizeChartsSection({ brand }: { brand: AdminBrand }) {
  const intl = useIntl();
  const headingId = useId();
  const taxonomy = useTaxonomy();
  const save = useSetSizeChart();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // As each write answers: an admin's dialog holds the brand as the list had it when opened.
  const [sizeCharts, setSizeCharts] = useState(brand.sizeCharts);
  const categories = taxonomy.data?.categories ?? [];
  const categoryName = (id: string) => categories.find((term) => term.id === id)?.name ?? id;
  const charted = new Set(sizeCharts.map((chart) => chart.categoryId));

  function edit(next: Draft | null) {
    setDraft(next);
    setProblem(null);
    setOutcome(null);
  }
  const change = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const changeRow = (key: number, patch: (row: RowDraft) => RowDraft) =>
    setDraft((current) => (current ? { ...current, rows: current.rows.map((row) => (row.key === key ? patch(row) : row)) } : current));

  function fill() {
    setDraft((current) =>
      current
        ? {
            ...current,
            rows: current.rows.map((row) => {
              const standard = equivalentsOf(row.size, current.system, current.kind);
              const kept = Object.fromEntries(Object.entries(row.equivalents).filter(([, label]) => label?.trim()));
              return { ...row, equivalents: { ...standard, ...kept } };
            }),
          }
        : current,
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || save.isPending) return;
    const chart = chartOf(draft);
    if ('id' in chart) {
      setProblem(chart);
      return;
    }
    setProblem(null);
    const category = categoryName(draft.categoryId);
    save.mutate(
      { brandId: brand.id, categoryId: draft.categoryId, chart },
      {
        onSuccess: (saved) => {
          setSizeCharts(saved.sizeCharts);
          setDraft(null);
          setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'sizes.admin.saved' }, { category }) });
        },
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text:
              error instanceof ApiError && error.code === 'SIZE_REPEATED'
                ? intl.formatMessage({ id: 'sizes.admin.error.repeated' }, { size: String((error.details as { size?: string } | undefined)?.size ?? '') })
                : intl.formatMessage({ id: 'sizes.admin.error.save' }),
          }),
      },
    );
  }

  function remove(categoryId: string) {
    const category = categoryName(categoryId);
    save.mutate(
      { brandId: brand.id, categoryId, chart: null },
      {
        onSuccess: (saved) => {
          setSizeCharts(saved.sizeCharts);
          setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'sizes.admin.removed' }, { category }) });
        },
        onError: () => setOutcome({ tone: 'error', text: intl.formatMessage({ id: 'sizes.admin.error.save' }) }),
      },
    );
  }

  return (
    <Section headingId={headingId} title={intl.formatMessage({ id: 'sizes.admin.title' })} className="space-y-4 border-t border-line pt-8">
      <p className="max-w-2xl text-muted">{intl.formatMessage({ id: 'sizes.admin.intro' })}</p>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      {sizeCharts.length === 0 ? (
        <p className="text-sm text-muted">{intl.formatMessage({ id: 'sizes.admin.empty' })}</p>
      ) : (
        <ul className="divide-y divide-line border-y border-line">
          {sizeCharts.map((chart) => (
            <li key={chart.categoryId} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-semibold text-ink">{categoryName(chart.categoryId)}</p>
                <p className="text-sm text-muted">
                  {intl.formatMessage({ id: KIND_LABELS[chart.kind] })} · {intl.formatMessage({ id: SYSTEM_LABELS[chart.system] })} ·{' '}
                  {intl.formatMessage({ id: 'sizes.admin.rows' }, { count: chart.rows.length })}
                </p>
                {chart.imported && <p className="text-sm text-muted">{intl.formatMessage({ id: 'sizes.admin.imported' })}</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${intl.formatMessage({ id: 'action.edit' })}: ${categoryName(chart.categoryId)}`}
                  onClick={() => edit(draftOf(chart.categoryId, chart))}
                >
                  {intl.formatMessage({ id: 'action.edit' })}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${intl.formatMessage({ id: 'sizes.admin.remove' })}: ${categoryName(chart.categoryId)}`}
                  disabled={save.isPending}
                  onClick={() => remove(chart.categoryId)}
                >
                  {intl.formatMessage({ id: 'action.delete' })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {!draft && (
        <button
          type="button"
          className="button-primary"
          onClick={() => edit({ categoryId: '', isNew: true, kind: 'women-clothing', system: 'AR', rows: [blankRow()] })}
        >
          {intl.formatMessage({ id: 'sizes.admin.add' })}
        </button>
      )}
      {draft && (
        <form
          noValidate
          onSubmit={submit}
          aria-label={
            draft.isNew
              ? intl.formatMessage({ id: 'sizes.admin.newTitle' })
              : intl.formatMessage({ id: 'sizes.admin.editTitle' }, { category: categoryName(draft.categoryId) })
          }
          className="space-y-5 border border-line p-4"
        >
          <h3 className="font-display text-xl text-ink">
            {draft.isNew
              ? intl.formatMessage({ id: 'sizes.admin.newTitle' })
              : intl.formatMessage({ id: 'sizes.admin.editTitle' }, { category: categoryName(draft.categoryId) })}
          </h3>
          {problem && <FormAlert>{intl.formatMessage({ id: problem.id }, 'size' in problem ? { size: problem.size } : undefined)}</FormAlert>}
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="block">
              <span className="field-label">{intl.formatMessage({ id: 'clothes.field.category' })}</span>
              <select
                className="field-input"
                value={draft.categoryId}
                disabled={!draft.isNew}
                onChange={(event) => {
                  const typeId = categories.find((term) => term.id === event.target.value)?.typeId;
                  change({
                    categoryId: event.target.value,
                    kind: typeId === FOOTWEAR ? 'women-shoes' : draft.kind.endsWith('shoes') ? 'women-clothing' : draft.kind,
                  });
                }}
              >
                <option value="" />
                {categories
                  .filter((term) => !draft.isNew || !charted.has(term.id))
                  .map((term) => (
                    <option key={term.id} value={term.id}>
                      {term.name}
                    </option>
                  ))}
              </select>
            </label>
            <label className="block">
              <span className="field-label">{intl.formatMessage({ id: 'sizes.admin.kind' })}</span>
              <select className="field-input" value={draft.kind} onChange={(event) => change({ kind: event.target.value as SizeKind })}>
                {SIZE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {intl.formatMessage({ id: KIND_LABELS[kind] })}
                  </option>
                ))}
              </select>
            </label>
            <label className="block">
              <span className="field-label">{intl.formatMessage({ id: 'sizes.admin.system' })}</span>
              <select className="field-input" value={draft.system} onChange={(event) => change({ system: event.target.value as SizeSystem })}>
                {SIZE_SYSTEMS.map((system) => (
                  <option key={system} value={system}>
                    {intl.formatMessage({ id: SYSTEM_LABELS[system] })}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <ol className="space-y-4">
            {draft.rows.map((row, index) => (
              <li key={row.key}>
                <fieldset className="space-y-3 border-t border-line pt-3">
                  <legend className="font-semibold text-ink">{intl.formatMessage({ id: 'sizes.admin.row' }, { n: index + 1 })}</legend>
                  <div className="flex flex-wrap items-end gap-3">
                    <label className="block w-28">
                      <span className="field-label">{intl.formatMessage({ id: 'sizes.admin.size' })}</span>
                      <input
                        className="field-input"
                        value={row.size}
                        maxLength={20}
                        onChange={(event) => changeRow(row.key, (current) => ({ ...current, size: event.target.value }))}
                      />
                    </label>
                    {measuresOf(draft.kind).map((measure) => (
                      <label key={measure} className="block w-28">
                        <span className="field-label">{intl.formatMessage({ id: MEASURE_LABELS[measure] })} (cm)</span>
                        <input
                          className="field-input"
                          inputMode="decimal"
                          value={row.measures[measure] ?? ''}
                          onChange={(event) =>
                            changeRow(row.key, (current) => ({ ...current, measures: { ...current.measures, [measure]: event.target.value } }))
                          }
                        />
                      </label>
                    ))}
                    <button
                      type="button"
                      className="min-h-11 text-sm underline underline-offset-4"
                      onClick={() => change({ rows: draft.rows.length > 1 ? draft.rows.filter((each) => each.key !== row.key) : [blankRow()] })}
                    >
                      {intl.formatMessage({ id: 'sizes.admin.removeRow' })}
                    </button>
                  </div>
                  <div className="flex flex-wrap gap-3">
                    {systemsOf(draft.kind)
                      .filter((system) => system !== draft.system)
                      .map((system) => (
                        <label key={system} className="block w-20">
                          <span className="field-label">{system}</span>
                          <input
                            className="field-input"
                            maxLength={20}
                            aria-label={`${intl.formatMessage({ id: 'sizes.admin.equivalents' })} ${system}, ${intl.formatMessage({ id: 'sizes.admin.row' }, { n: index + 1 })}`}
                            value={row.equivalents[system] ?? ''}
                            onChange={(event) =>
                              changeRow(row.key, (current) => ({ ...current, equivalents: { ...current.equivalents, [system]: event.target.value } }))
                            }
                          />
                        </label>
                      ))}
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="button-secondary" onClick={() => change({ rows: [...draft.rows, blankRow()] })}>
              {intl.formatMessage({ id: 'sizes.admin.addRow' })}
            </button>
            <button type="button" className="button-secondary" onClick={fill}>
              {intl.formatMessage({ id: 'sizes.admin.fill' })}
            </button>
          </div>
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="button-secondary" onClick={() => edit(null)}>
              {intl.formatMessage({ id: 'action.cancel' })}
            </button>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {intl.formatMessage({ id: 'action.save' })}
            </button>
          </div>
        </form>
      )}
    </Section>
  );
}
