import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { MEASURES, withStandardEquivalents, type SizeChart, type SizeChartRow } from '@vitrina/domain/sizes/chart-rules';
import { SIZE_TABLES, systemsOf, type SizeKind, type SizeSystem } from '@vitrina/domain/sizes/systems';
import { MEASURE_LABELS, SYSTEM_LABELS } from '../../../lib/sizes';

/** Mounted while open (SizePicker loads it when first asked). */
interface Props {
  onClose: () => void;
  brandName: string;
  categoryName: string;
  /** The brand's chart for the cloth's category, or null: the standard table of `kind` is shown instead. */
  chart: SizeChart | null;
  kind: SizeKind;
  /** The reader's system, its column marked. */
  system: SizeSystem;
}

/** The rows a guide shows: the brand's, each equivalent it left blank from the standard table; else the standard table. */
function rowsOf(chart: SizeChart | null, kind: SizeKind): { rows: SizeChartRow[]; own: SizeSystem | null } {
  if (chart) return { rows: chart.rows.map((row) => withStandardEquivalents(row, chart.system, chart.kind)), own: chart.system };
  return { rows: SIZE_TABLES[kind].map((equivalents) => ({ size: '', measures: {}, equivalents })), own: null };
}

/**
 * The size guide: the brand's chart for the cloth's category (its sizes, their measures in cm and their
 * equivalents in every system), or the standard equivalents when the brand has none. Full screen on a phone.
 */
export function SizeGuideDialog({ onClose, brandName, categoryName, chart, kind, system }: Props) {
  const intl = useIntl();
  const { rows, own } = rowsOf(chart, kind);
  const measures = MEASURES.filter((measure) => rows.some((row) => row.measures[measure] !== undefined));
  const systems = systemsOf(chart?.kind ?? kind).filter((each) => each !== own);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <div className="fixed inset-0 flex sm:items-center sm:justify-center sm:p-6">
        <DialogPanel className="flex h-full w-full flex-col bg-paper shadow-2xl sm:h-auto sm:max-h-[90dvh] sm:max-w-3xl">
          <div className="flex items-start justify-between gap-4 border-b border-line p-4 sm:p-6">
            <div className="min-w-0 space-y-1">
              <DialogTitle className="font-display text-2xl text-ink">{intl.formatMessage({ id: 'sizes.guide.title' }, { brand: brandName })}</DialogTitle>
              <Description className="text-sm text-muted">
                {intl.formatMessage({ id: chart ? 'sizes.guide.intro.brand' : 'sizes.guide.intro.standard' }, { brand: brandName, category: categoryName })}
              </Description>
            </div>
            <button type="button" onClick={onClose} className="button-secondary min-h-11 shrink-0">
              {intl.formatMessage({ id: 'action.close' })}
            </button>
          </div>
          {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
          <div
            tabIndex={0}
            role="region"
            aria-label={intl.formatMessage({ id: 'sizes.guide.title' }, { brand: brandName })}
            className="min-h-0 flex-1 overflow-auto p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-ink sm:p-6"
          >
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">{intl.formatMessage({ id: 'sizes.guide.title' }, { brand: brandName })}</caption>
              <thead>
                <tr className="border-b border-line">
                  {own && (
                    <th scope="col" className="px-2 py-2 font-semibold">
                      {intl.formatMessage({ id: 'sizes.guide.size' })}
                    </th>
                  )}
                  {measures.map((measure) => (
                    <th key={measure} scope="col" className="px-2 py-2 font-semibold">
                      {intl.formatMessage({ id: MEASURE_LABELS[measure] })} (cm)
                    </th>
                  ))}
                  {systems.map((each) => (
                    <th key={each} scope="col" className={`px-2 py-2 ${each === system ? 'bg-ink text-paper' : 'font-semibold'}`}>
                      {each}
                      {each === system && <span className="sr-only"> ({intl.formatMessage({ id: 'sizes.guide.yours' })})</span>}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={`${row.size}:${index}`} className="border-b border-line">
                    {own && (
                      <th scope="row" className="px-2 py-2 font-semibold text-ink">
                        {row.size}
                      </th>
                    )}
                    {measures.map((measure) => (
                      <td key={measure} className="px-2 py-2">
                        {row.measures[measure] !== undefined ? intl.formatNumber(row.measures[measure]) : '—'}
                      </td>
                    ))}
                    {systems.map((each) => (
                      <td key={each} className={`px-2 py-2 ${each === system ? 'font-semibold text-ink' : ''}`}>
                        {row.equivalents[each] ?? '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 text-xs text-muted">
              {intl.formatMessage({ id: 'sizes.guide.yoursAre' }, { system: intl.formatMessage({ id: SYSTEM_LABELS[system] }) })}
            </p>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
