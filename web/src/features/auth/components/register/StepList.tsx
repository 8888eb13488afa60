import { useIntl } from 'react-intl';
import type { RegisterStep } from './registerForm';

/** Where the reader is in the wizard: every step by name, the current one marked. */
export function StepList({ steps, current }: { steps: readonly RegisterStep[]; current: number }) {
  const intl = useIntl();
  return (
    <div>
      <p className="kicker">{intl.formatMessage({ id: 'register.progress' }, { current: current + 1, total: steps.length })}</p>
      <ol className="mt-3 grid gap-2" style={{ gridTemplateColumns: `repeat(${steps.length}, minmax(0, 1fr))` }}>
        {steps.map((step, index) => (
          <li key={step} aria-current={index === current ? 'step' : undefined} className="step-item" data-done={index < current}>
            <span className="sr-only sm:not-sr-only">{intl.formatMessage({ id: `register.step.${step}` })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
