import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AdminList, AdminPage, type Outcome } from '../../../components/admin/AdminPage';
import { AdminTable } from '../../../components/admin/AdminTable';
import type { MessageId } from '../../../i18n/messages';
import { useErrorText } from '../../../lib/errorText';
import { JOB_STATES, useJobs, useJobsOverview, useRetryJob, type Job, type JobState } from '../api/jobs';

const isState = (value: string | null): value is JobState => (JOB_STATES as readonly string[]).includes(value ?? '');
const QUEUE_NAMES: Record<string, MessageId> = {
  email: 'jobs.queue.email',
  alerts: 'jobs.queue.alerts',
  'subscription-emails': 'jobs.queue.subscription-emails',
  imports: 'jobs.queue.imports',
  'import-schedule': 'jobs.queue.import-schedule',
  subscriptions: 'jobs.queue.subscriptions',
  erasure: 'jobs.queue.erasure',
  'back-in-stock': 'jobs.queue.back-in-stock',
  digests: 'jobs.queue.digests',
  'digest-builds': 'jobs.queue.digest-builds',
};
/** The names the worker gives its jobs (worker/*: the email kinds, 'run', 'tick', …), in the operator's words. */
const JOB_NAMES: Record<string, MessageId> = {
  verifyEmail: 'jobs.name.verifyEmail',
  passwordReset: 'jobs.name.passwordReset',
  passwordChanged: 'jobs.name.passwordChanged',
  welcome: 'jobs.name.welcome',
  loginFailures: 'jobs.name.loginFailures',
  priceDrop: 'jobs.name.priceDrop',
  backInStock: 'jobs.name.backInStock',
  digest: 'jobs.name.digest',
  build: 'jobs.name.build',
  demand: 'jobs.name.demand',
  subscriptionReceipt: 'jobs.name.subscriptionReceipt',
  paymentFailed: 'jobs.name.paymentFailed',
  renewalReminder: 'jobs.name.renewalReminder',
  cancellationConfirmed: 'jobs.name.cancellationConfirmed',
  planLapsed: 'jobs.name.planLapsed',
  run: 'jobs.name.run',
  tick: 'jobs.name.tick',
  reconcile: 'jobs.name.reconcile',
  release: 'jobs.name.release',
};

/**
 * Admin → jobs: the site's side effects (emails, alerts, imports, subscriptions), each queue's depth by state, a
 * queue's jobs in one state with the error of those that failed for good, and "Run again" for them. The queue and
 * state are in the address (?queue=&state=). With Redis, Bull Board is one link away.
 */
export function AdminJobsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const overview = useJobsOverview();
  const stateParam = params.get('state');
  const state: JobState = isState(stateParam) ? stateParam : 'failed';
  const queue = params.get('queue') ?? overview.data?.queues[0]?.name ?? null;
  const jobs = useJobs(queue, state);
  const retry = useRetryJob();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const queueName = (name: string) => (QUEUE_NAMES[name] ? intl.formatMessage({ id: QUEUE_NAMES[name] }) : name);
  // A name the page does not know yet (a new job) shows as the worker wrote it.
  const jobName = (name: string) => (Object.hasOwn(JOB_NAMES, name) ? intl.formatMessage({ id: JOB_NAMES[name]! }) : name);
  const choose = (next: { queue?: string; state?: JobState }) => {
    setOutcome(null);
    setParams({ queue: next.queue ?? queue ?? '', state: next.state ?? state }, { replace: true });
  };

  function runAgain(job: Job) {
    if (!queue) return;
    setOutcome(null);
    retry.mutate(
      { queue, id: job.id },
      {
        onSuccess: () => setOutcome({ tone: 'success', text: intl.formatMessage({ id: 'jobs.retried' }, { id: job.id }) }),
        onError: (error) => setOutcome({ tone: 'error', text: errorText(error, { JOB_NOT_FAILED: 'jobs.error.notFailed' }, 'jobs.error.retry') }),
      },
    );
  }

  const board = overview.data?.board;
  const tools = (
    <div className="flex flex-wrap items-end gap-4">
      <p className="max-w-2xl text-muted">{intl.formatMessage({ id: 'admin.jobs.intro' })}</p>
      {board && (
        <a href={board} className="button-secondary">
          {intl.formatMessage({ id: 'jobs.board' })}
        </a>
      )}
    </div>
  );
  const stateLabel = (each: JobState) => intl.formatMessage({ id: `jobs.state.${each}` });
  return (
    <AdminPage title={intl.formatMessage({ id: 'admin.tab.jobs' })} tools={tools} outcome={outcome}>
      <AdminList query={overview} errorId="jobs.error.load" emptyId="jobs.empty" isEmpty={(data) => data.queues.length === 0}>
        {(data) => (
          <AdminTable
            caption={intl.formatMessage({ id: 'jobs.queues' })}
            columns={[intl.formatMessage({ id: 'jobs.column.queue' }), ...JOB_STATES.map(stateLabel)]}
            minWidth="min-w-[36rem]"
          >
            {data.queues.map((each) => (
              <tr key={each.name} aria-current={each.name === queue ? 'true' : undefined} className={each.name === queue ? 'bg-paper-deep' : undefined}>
                <th scope="row" className="font-normal">
                  <button type="button" className="link-underline tap-target text-left" onClick={() => choose({ queue: each.name })}>
                    {queueName(each.name)}
                  </button>
                </th>
                {JOB_STATES.map((each2) => (
                  <td key={each2} className={each2 === 'failed' && each.counts.failed > 0 ? 'font-semibold text-accent' : undefined}>
                    {each.counts[each2]}
                  </td>
                ))}
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminList>

      {queue && (
        <section aria-labelledby="jobs-list-title" className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="jobs-list-title" className="font-display text-2xl text-ink">
              {queueName(queue)}
            </h2>
            <label>
              <span className="field-label">{intl.formatMessage({ id: 'jobs.state.label' })}</span>
              <select className="field-input" value={state} onChange={(event) => choose({ state: event.target.value as JobState })}>
                {JOB_STATES.map((each) => (
                  <option key={each} value={each}>
                    {stateLabel(each)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <AdminList query={jobs} errorId="jobs.error.load" emptyId="jobs.empty" isEmpty={(list) => list.length === 0}>
            {(list) => (
              <AdminTable
                caption={intl.formatMessage({ id: 'jobs.list' }, { queue: queueName(queue), state: stateLabel(state) })}
                columns={[
                  intl.formatMessage({ id: 'jobs.column.job' }),
                  intl.formatMessage({ id: 'jobs.column.tries' }),
                  intl.formatMessage({ id: `jobs.column.when.${state}` }),
                  state === 'failed' && intl.formatMessage({ id: 'jobs.column.error' }),
                  intl.formatMessage({ id: 'jobs.column.data' }),
                ]}
                actions={state === 'failed'}
                minWidth="min-w-[48rem]"
              >
                {list.map((job) => (
                  <tr key={job.id}>
                    <th scope="row" className="font-normal">
                      <span className="block font-semibold text-ink">{jobName(job.name)}</span>
                      {/* The worker's own name and the id, as Bull Board and the logs write them. */}
                      <span className="block break-all text-muted">
                        <code>{job.name}</code> · {job.id}
                      </span>
                    </th>
                    <td>{job.attemptsMade}</td>
                    <td>{intl.formatDate(job.at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                    {state === 'failed' && <td className="max-w-xs break-words">{job.failedReason ?? '—'}</td>}
                    <td>
                      <code className="block max-w-xs break-all text-xs">{job.data}</code>
                    </td>
                    {state === 'failed' && (
                      <td>
                        <button
                          type="button"
                          className="button-secondary tap-target"
                          disabled={retry.isPending}
                          aria-label={intl.formatMessage({ id: 'jobs.retry.label' }, { id: job.id })}
                          onClick={() => runAgain(job)}
                        >
                          {intl.formatMessage({ id: 'jobs.retry' })}
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </AdminTable>
            )}
          </AdminList>
        </section>
      )}
    </AdminPage>
  );
}
