import { useIntl } from 'react-intl';
import type { Counts, Run } from '../api/importer';

export const COUNTS = ['pages', 'found', 'created', 'updated', 'unchanged', 'failed', 'hidden', 'shown'] as const;

/** The counts of a run, as a small list of figures. */
export function RunCounts({ counts }: { counts: Counts }) {
  const intl = useIntl();
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {COUNTS.filter((name) => counts[name] > 0 || name === 'found' || name === 'created').map((name) => (
        <div key={name} className="flex gap-1">
          <dt className="text-muted">{intl.formatMessage({ id: `importer.count.${name}` })}</dt>
          <dd className="text-ink">{intl.formatNumber(counts[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The run under way: a progress bar over the limit, its counts, and a button to stop it. */
export function RunProgress({ run, limit, onCancel, cancelling }: { run: Run; limit: number; onCancel: () => void; cancelling: boolean }) {
  const intl = useIntl();
  const done = Math.min(run.counts.found, limit);
  return (
    <section aria-labelledby="importer-progress-title" className="space-y-3 border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="importer-progress-title" className="font-display text-xl text-ink">
          {intl.formatMessage({ id: run.status === 'queued' ? 'importer.progress.queued' : 'importer.progress.running' })}
        </h2>
        <button type="button" className="button-secondary min-h-11" disabled={cancelling || run.cancelRequested} onClick={onCancel}>
          {intl.formatMessage({ id: run.cancelRequested ? 'importer.cancelling' : 'importer.cancel' })}
        </button>
      </div>
      <progress
        className="h-2 w-full accent-[#9a5b3c]"
        max={limit}
        value={done}
        aria-label={intl.formatMessage({ id: 'importer.progress.label' }, { done, limit })}
      />
      <RunCounts counts={run.counts} />
    </section>
  );
}
