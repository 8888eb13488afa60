import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/I18nProvider';
import { LANGUAGES, isLanguage } from '@vitrina/domain/core/languages';

export function LanguageSelector() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // A language chosen on the server's page before the app took it over (hydration) is honoured once it has.
  useEffect(() => {
    const chosen = select.current?.value;
    if (chosen !== undefined && isLanguage(chosen) && chosen !== language) void setLanguage(chosen);
    // Once, as the app starts: later choices go through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="flex items-center gap-3">
      <label htmlFor={id} className="kicker">
        {intl.formatMessage({ id: 'footer.language' })}
      </label>
      <select
        id={id}
        ref={select}
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
