import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/I18nProvider';
import { LANGUAGES, isLanguage } from '@vitrina/domain/core/languages';

export function LanguageSelector() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="kicker">
        {intl.formatMessage({ id: 'footer.language' })}
      </label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className="field-select"
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {intl.formatMessage({ id: `language.${option}` })}
          </option>
        ))}
      </select>
    </div>
  );
}
