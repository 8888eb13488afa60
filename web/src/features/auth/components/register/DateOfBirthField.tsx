import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FieldError } from '../../../../components/form/fields';
import { birthYearChoices } from './registerForm';
import type { StepProps } from './stepProps';

const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Day, month and year as three selects; the year offers the last 100 years, newest first. */
export function DateOfBirthField({ values, onChange, errorOf }: Pick<StepProps, 'values' | 'onChange' | 'errorOf'>) {
  const intl = useIntl();
  const id = useId();
  const error = errorOf('dateOfBirth');
  const years = useMemo(() => birthYearChoices(new Date()), []);
  const monthName = useMemo(() => {
    const format = new Intl.DateTimeFormat(intl.locale, { month: 'long', timeZone: 'UTC' });
    return (month: number) => {
      const name = format.format(Date.UTC(2000, month - 1, 1));
      return name.charAt(0).toLocaleUpperCase(intl.locale) + name.slice(1);
    };
  }, [intl.locale]);
  const invalid = error ? true : undefined;

  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="sm:col-span-2">
      <legend className="field-label">{intl.formatMessage({ id: 'field.dateOfBirth' })}</legend>
      <div className="grid grid-cols-[1fr_2fr_1.4fr] gap-3">
        <select
          aria-label={intl.formatMessage({ id: 'field.birthDay' })}
          className="field-input"
          value={values.birthDay}
          aria-invalid={invalid}
          onChange={(event) => onChange('birthDay', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'field.birthDay' })}</option>
          {DAYS.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          aria-label={intl.formatMessage({ id: 'field.birthMonth' })}
          className="field-input"
          value={values.birthMonth}
          aria-invalid={invalid}
          onChange={(event) => onChange('birthMonth', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'field.birthMonth' })}</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </select>
        <select
          aria-label={intl.formatMessage({ id: 'field.birthYear' })}
          className="field-input"
          value={values.birthYear}
          aria-invalid={invalid}
          onChange={(event) => onChange('birthYear', event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'field.birthYear' })}</option>
          {years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
