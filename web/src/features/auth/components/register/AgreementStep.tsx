import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../../components/form/fields';
import { Loading } from '../../../../components/Loading';
import { useLanguage } from '../../../../i18n/I18nProvider';
import { useLegalText } from '../../api/getLegalTexts';
import type { LegalDocument } from '../../api/getLegalTexts';
import { LegalText } from '../LegalText';
import type { StepProps } from './stepProps';

interface Props extends StepProps {
  document: LegalDocument;
}

/** The terms (both paths) or the privacy and cookies policy (people): the text, then the box to accept it. */
export function AgreementStep({ document, values, onChange, errorOf }: Props) {
  const intl = useIntl();
  const { language } = useLanguage();
  const { text, isPending, isError } = useLegalText(document, language);
  const field = document === 'tos' ? 'acceptedTerms' : 'acceptedPrivacy';
  const title = intl.formatMessage({ id: document === 'tos' ? 'register.step.terms' : 'register.step.privacy' });

  return (
    <div className="space-y-5">
      <section aria-label={title} tabIndex={0} className="max-h-[45vh] overflow-y-auto border border-line bg-paper-deep p-5 text-sm leading-relaxed text-muted">
        {isPending && <Loading />}
        {isError && (
          <p role="alert" className="text-accent">
            {intl.formatMessage({ id: 'register.texts.failed' })}
          </p>
        )}
        {text && <LegalText text={text} />}
      </section>
      <CheckboxField
        label={intl.formatMessage({ id: document === 'tos' ? 'register.terms.accept' : 'register.privacy.accept' })}
        checked={values[field]}
        onChange={(event) => onChange(field, event.target.checked)}
        error={errorOf(field)}
        aria-required
      />
    </div>
  );
}
