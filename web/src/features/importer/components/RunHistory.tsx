import { useIntl } from 'react-intl';
import { AdminTable } from '../../../components/admin/AdminTable';
import type { MessageId } from '../../../i18n/messages';
import type { Problem, Run } from '../api/importer';
import { runFailureWords } from '../failures';
import { LimitNotice } from './LimitNotice';
import { useProblemText } from './PreviewList';
import { RunCounts } from './RunProgress';

const REASONS = ['UPLOAD_LIMIT_REACHED', 'SUBSCRIPTION_INACTIVE', 'CANCELLED', 'RUN_FAILED', 'SOURCE_PAGE_FAILED'] as const;
/** A problem naming a page of the shop the run could not read (`found`: the status it answered, or how it failed). */
const UNREAD = 'SOURCE_PAGE_FAILED';
/** Not a failure: a product imported hidden for want of a photo (`page`: the product's page). */
const NEEDS_PHOTO = 'NEEDS_PHOTO';
const TO_REVIEW = 'TO_REVIEW';
const UNREAD_WHY = ['TIMEOUT', 'TOO_SLOW', 'CONNECTION_FAILED', 'MAX_PAGES', 'ROBOTS_DISALLOWED'] as const;

/** The importer's runs, newest first, each with its report: counts, duration, the pages not read, the clothes that need a photo and the items that failed. */
export function RunHistory({ runs }: { runs: Run[] }) {
  const intl = useIntl();
  const problemText = useProblemText();
  const unreadText = ({ found }: Problem) => {
    if (found && /^\d{3}$/.test(found)) return intl.formatMessage({ id: 'importer.unread.status' }, { status: found });
    if ((UNREAD_WHY as readonly string[]).includes(found ?? '')) return intl.formatMessage({ id: `importer.unread.${found}` as MessageId });
    return intl.formatMessage({ id: 'importer.unread.other' }, { why: found ?? '' });
  };
  /** Why a run stopped: its own words for how runs end, else the failure's (what happened, what to try, its code). */
  const reasonText = (reason: string) => {
    const code = reason.split(':')[0]!;
    if ((REASONS as readonly string[]).includes(code)) return intl.formatMessage({ id: `importer.reason.${code}` as MessageId });
    const words = runFailureWords(reason);
    if (!words) return reason;
    return (
      <>
        {intl.formatMessage({ id: words.what })} {intl.formatMessage({ id: words.next })}
        <span className="block text-xs opacity-80">{intl.formatMessage({ id: 'importer.failure.code' }, { code: words.code })}</span>
      </>
    );
  };
  return (
    <section aria-labelledby="importer-runs-title" className="space-y-3">
      <h2 id="importer-runs-title" className="font-display text-xl text-ink">
        {intl.formatMessage({ id: 'importer.section.runs' })}
      </h2>
      {runs.length === 0 ? (
        <p className="text-muted">{intl.formatMessage({ id: 'importer.runs.empty' })}</p>
      ) : (
        <AdminTable
          caption={intl.formatMessage({ id: 'importer.runs.caption' })}
          columns={[
            intl.formatMessage({ id: 'importer.column.when' }),
            intl.formatMessage({ id: 'importer.column.status' }),
            intl.formatMessage({ id: 'importer.column.report' }),
          ]}
          minWidth="min-w-[36rem]"
        >
          {runs.map((run) => {
            const unread = run.problems.filter((problem) => problem.code === UNREAD);
            const needingPhoto = run.problems.filter((problem) => problem.code === NEEDS_PHOTO);
            const toReview = run.problems.filter((problem) => problem.code === TO_REVIEW);
            const items = run.problems.filter((problem) => problem.code !== UNREAD && problem.code !== NEEDS_PHOTO && problem.code !== TO_REVIEW);
            return (
              <tr key={run.runId}>
                <td className="whitespace-nowrap align-top">
                  {intl.formatDate(run.requestedAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  <br />
                  <span className="text-muted">{intl.formatMessage({ id: `importer.trigger.${run.trigger}` })}</span>
                </td>
                <td className="align-top">
                  {intl.formatMessage({ id: `importer.status.${run.status}` })}
                  {run.durationMs !== null && (
                    <span className="block text-muted">
                      {intl.formatMessage({ id: 'importer.duration' }, { seconds: intl.formatNumber(run.durationMs / 1000, { maximumFractionDigits: 1 }) })}
                    </span>
                  )}
                </td>
                <td className="space-y-2 align-top">
                  <RunCounts counts={run.counts} />
                  {run.limited ? (
                    <LimitNotice limited={run.limited} imported={run.counts.created + run.counts.updated + run.counts.unchanged} />
                  ) : (
                    run.reason && <p className="text-sm text-red-700">{reasonText(run.reason)}</p>
                  )}
                  {unread.length > 0 && (
                    <div className="text-sm">
                      <p className="font-medium text-ink">{intl.formatMessage({ id: 'importer.unread.title' })}</p>
                      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
                        {unread.map((problem, i) => (
                          <li key={i}>
                            <span className="break-all">{problem.page}</span> — {unreadText(problem)}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {needingPhoto.length > 0 && (
                    <div className="text-sm">
                      <p className="font-medium text-ink">{intl.formatMessage({ id: 'importer.needsPhoto.title' }, { count: needingPhoto.length })}</p>
                      <p className="text-muted">{intl.formatMessage({ id: 'importer.needsPhoto.hint' })}</p>
                      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
                        {needingPhoto.map((problem, i) => (
                          <li key={i} className="break-words">
                            {problem.name ?? intl.formatMessage({ id: 'importer.preview.unnamed' }, { index: problem.index + 1 })} —{' '}
                            <span className="break-all">{problem.page}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {toReview.length > 0 && (
                    <details className="text-sm">
                      <summary className="cursor-pointer font-medium text-ink">
                        {intl.formatMessage({ id: 'importer.toReview.title' }, { count: toReview.length })}
                      </summary>
                      <p className="mt-1 text-muted">{intl.formatMessage({ id: 'importer.toReview.hint' })}</p>
                      <ul className="mt-1 list-disc space-y-1 pl-5 text-muted">
                        {toReview.map((problem, i) => (
                          <li key={i} className="break-words">
                            {problem.name ?? intl.formatMessage({ id: 'importer.preview.unnamed' }, { index: problem.index + 1 })} —{' '}
                            {(problem.field ?? '')
                              .split(',')
                              .map((field) => intl.formatMessage({ id: field === 'gender' ? 'importer.toReview.gender' : 'importer.toReview.category' }))
                              .join(', ')}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                  {items.length > 0 && (
                    <details className="text-sm">
                      <summary className="cursor-pointer text-ink">{intl.formatMessage({ id: 'importer.problems' }, { count: run.counts.failed })}</summary>
                      <ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
                        {items.map((problem, i) => (
                          <li key={i} className="break-words">
                            {(problem.name ?? intl.formatMessage({ id: 'importer.preview.unnamed' }, { index: problem.index + 1 })) +
                              ' — ' +
                              problemText(problem)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
    </section>
  );
}
