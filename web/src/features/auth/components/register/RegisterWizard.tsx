import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../components/form/FormAlert';
import { Modal } from '../../../../components/Modal';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { ApiError } from '../../../../lib/api';
import type { SessionUser } from '../../../../lib/session/sessionUser';
import { useErrorText } from '../../../../lib/errorText';
import { hasErrors } from '../../../../lib/validation';
import { useRegister } from '../../api/register';
import { REGISTER_ERRORS, REGISTER_FALLBACK } from '../../errors';
import { AccountStep } from './AccountStep';
import { AgreementStep } from './AgreementStep';
import { BrandStep } from './BrandStep';
import { EMPTY_REGISTRATION, STEPS, toRegistration, validateStep } from './registerForm';
import type { RegisterErrors, RegisterField, RegisterKind, RegisterStep, RegisterValues } from './registerForm';
import { StepList } from './StepList';
import type { StepProps } from './stepProps';
import { payAfterRegistering } from './payAfterRegistering';
import type { PaymentStart, StartCheckout } from './payAfterRegistering';
import { SubscriptionStep } from './SubscriptionStep';

interface Props {
  onClose: () => void;
  /**
   * After the account is created, with the session its registration opened; `session` null and `payLater` when a
   * brand could not be taken to pay (signed out again): it can pay from its dashboard once logged in.
   */
  onRegistered: (registered: Registered) => void;
  /** Given, a new brand is signed in and taken to pay for its plan (`onCheckout`) instead. */
  startCheckout?: StartCheckout;
  onCheckout?: (payment: PaymentStart) => void;
  initialKind?: RegisterKind;
}

export interface Registered {
  email: string;
  session: SessionUser | null;
  payLater: boolean;
}

// Codes that point at a field of the first step: the wizard goes back there and marks it.
const FIELD_OF_CODE: Partial<Record<string, RegisterField>> = {
  USERNAME_EXISTS: 'username',
  EMAIL_EXISTS: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_TOO_COMMON: 'password',
  TOO_YOUNG: 'dateOfBirth',
};

function StepBody({ step, ...props }: StepProps & { step: RegisterStep }) {
  switch (step) {
    case 'account':
      return <AccountStep {...props} />;
    case 'brand':
      return <BrandStep {...props} />;
    case 'subscription':
      return <SubscriptionStep {...props} />;
    case 'terms':
      return <AgreementStep document="tos" {...props} />;
    case 'privacy':
      return <AgreementStep document="privacy" {...props} />;
  }
}

/** The register dialog: a person in 3 steps or a brand in 4, each step advancing only once it validates. */
export function RegisterWizard({ onClose, onRegistered, startCheckout, onCheckout, initialKind = 'USER' }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const errorText = useErrorText();
  const register = useRegister();
  const [kind, setKind] = useState<RegisterKind>(initialKind);
  const [stepIndex, setStepIndex] = useState(0);
  const [values, setValues] = useState<RegisterValues>(EMPTY_REGISTRATION);
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [toPayment, setToPayment] = useState(false);
  const busy = register.isPending || toPayment;
  const heading = useRef<HTMLHeadingElement>(null);
  const steps = STEPS[kind];
  const step = steps[stepIndex] ?? 'account';
  const last = stepIndex === steps.length - 1;

  // A new step is announced by moving focus to its heading.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepIndex, kind]);

  function change<Key extends keyof RegisterValues>(field: Key, value: RegisterValues[Key]) {
    setValues((current) => ({ ...current, [field]: value }));
    const cleared: RegisterField[] = field.startsWith('birth') ? [field, 'dateOfBirth'] : [field];
    setErrors((current) => {
      if (!cleared.some((name) => current[name])) return current;
      const next = { ...current };
      for (const name of cleared) delete next[name];
      return next;
    });
  }

  function switchKind() {
    setKind((current) => (current === 'USER' ? 'BRAND' : 'USER'));
    setStepIndex(0);
    setErrors({});
    register.reset();
  }

  function back() {
    setErrors({});
    if (stepIndex === 0) onClose();
    else setStepIndex(stepIndex - 1);
  }

  function advance(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateStep(step, kind, values, new Date());
    setErrors(found);
    if (hasErrors(found)) return;
    if (!last) {
      setStepIndex(stepIndex + 1);
      return;
    }
    register.mutate(toRegistration(kind, values, language), {
      onSuccess: (session) => void registered(session),
      onError: (error) => {
        const code = error instanceof ApiError ? error.code : '';
        const field = FIELD_OF_CODE[code];
        if (!field) return;
        setStepIndex(0);
        // A code without a translation keeps the server's text in the alert above; the step still goes back.
        setErrors({ [field]: REGISTER_ERRORS[code] });
      },
    });
  }

  /** A person is done, signed in; a brand goes on to pay for its plan, or is told it can pay from its dashboard. */
  async function registered(session: SessionUser) {
    const email = values.email.trim();
    if (kind !== 'BRAND' || !values.tier || !startCheckout || !onCheckout) {
      onRegistered({ email, session, payLater: false });
      return;
    }
    setToPayment(true);
    try {
      const plan = { tier: values.tier, billingCycle: values.billingCycle };
      onCheckout(await payAfterRegistering(session, plan, startCheckout));
    } catch {
      setToPayment(false);
      onRegistered({ email, session: null, payLater: true });
    }
  }

  const stepProps: StepProps = {
    kind,
    values,
    errors,
    onChange: change,
    errorOf: (field) => (errors[field] ? intl.formatMessage({ id: errors[field] }) : undefined),
  };
  const submitLabel = kind === 'USER' ? 'register.submit.user' : 'register.submit.brand';

  return (
    <Modal
      open
      onClose={onClose}
      widthClass="max-w-[1200px]"
      title={intl.formatMessage({ id: kind === 'USER' ? 'register.title.user' : 'register.title.brand' })}
    >
      <StepList steps={steps} current={stepIndex} />
      <form noValidate onSubmit={advance} className="mt-6">
        <h3 ref={heading} tabIndex={-1} className="mb-5 font-display text-xl text-ink focus:outline-none">
          {intl.formatMessage({ id: `register.step.${step}` })}
        </h3>
        {register.isError && (
          <div className="mb-5">
            <FormAlert>{errorText(register.error, REGISTER_ERRORS, REGISTER_FALLBACK)}</FormAlert>
          </div>
        )}
        <StepBody step={step} {...stepProps} />
        <div className="mt-8 flex flex-col-reverse gap-4 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
          <button type="button" onClick={switchKind} className="link-underline self-start text-sm" disabled={busy}>
            {intl.formatMessage({ id: kind === 'USER' ? 'register.switch.toBrand' : 'register.switch.toUser' })}
          </button>
          <div className="flex gap-3 self-end">
            <button type="button" onClick={back} className="button-secondary" disabled={busy}>
              {intl.formatMessage({ id: 'action.back' })}
            </button>
            <button type="submit" className="button-primary" disabled={busy}>
              {intl.formatMessage({ id: last ? (toPayment ? 'register.toPayment' : register.isPending ? 'register.submitting' : submitLabel) : 'action.next' })}
            </button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
