import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ShareButton } from '../../../components/ShareButton';
import type { MessageId } from '../../../i18n/messages';
import type { Dashboard } from '../api/getDashboard';
import { Section } from '../../../components/Section';

type Steps = NonNullable<Dashboard['firstSteps']>;
/** Each first step, where it is done (a tab of the admin), in the order a new brand best takes them. */
const STEPS: ReadonlyArray<{ step: keyof Steps; to: string; go: MessageId } | { step: 'shared'; to: null; go: null }> = [
  { step: 'cloth', to: '/admin/clothes', go: 'dashboard.firstSteps.cloth.go' },
  { step: 'importer', to: '/admin/importer', go: 'dashboard.firstSteps.importer.go' },
  { step: 'story', to: '/admin/magazine', go: 'dashboard.firstSteps.story.go' },
  { step: 'shared', to: null, go: null },
];

/**
 * A new brand's next steps above its figures (issue 45): add a cloth, import its shop, write a story, share its page;
 * each ticked once done, the whole list gone once all are, so six empty charts never greet a brand without a way on.
 */
export function FirstSteps({ steps, brandId, brandName }: { steps: Steps; brandId: string; brandName: string }) {
  const intl = useIntl();
  if (STEPS.every(({ step }) => steps[step])) return null;
  const done = STEPS.filter(({ step }) => steps[step]).length;
  return (
    <Section
      headingId="first-steps-title"
      title={intl.formatMessage({ id: 'dashboard.firstSteps.title' })}
      level={3}
      className="border border-line bg-white p-4 sm:p-5"
    >
      <p className="mt-1 text-sm text-muted">{intl.formatMessage({ id: 'dashboard.firstSteps.progress' }, { done, count: STEPS.length })}</p>
      <ol className="mt-3 space-y-3">
        {STEPS.map(({ step, to, go }) => (
          <li key={step} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span
              aria-hidden
              className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full border text-xs ${steps[step] ? 'border-ink bg-ink text-white' : 'border-line text-muted'}`}
            >
              {steps[step] ? '✓' : ''}
            </span>
            <span className={`min-w-0 flex-1 text-sm ${steps[step] ? 'text-muted line-through' : 'text-ink'}`}>
              {intl.formatMessage({ id: `dashboard.firstSteps.${step}` })}
              <span className="sr-only">
                {' — '}
                {intl.formatMessage({ id: steps[step] ? 'dashboard.firstSteps.done' : 'dashboard.firstSteps.todo' })}
              </span>
            </span>
            {!steps[step] &&
              (to ? (
                <Link to={to} className="button-secondary inline-flex min-h-11 items-center">
                  {intl.formatMessage({ id: go })}
                </Link>
              ) : (
                <ShareButton title={brandName} url={`${window.location.origin}/brand/${encodeURIComponent(brandId)}`} />
              ))}
          </li>
        ))}
      </ol>
    </Section>
  );
}
