import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

/** Ties a text control to one of a form's values: it shows the value, and reports each edit as (field, text). Spread on a field. */
export function bindText<Field extends string, Values extends Record<Field, string>>(values: Values, onChange: (field: Field, text: string) => void) {
  return (field: Field) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => onChange(field, event.target.value),
  });
}

/** Ties a control to its label and, when there is one, its error: the error becomes its accessible description. */
function useFieldIds(error: string | null | undefined, hint: string | undefined) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy, invalid: error ? true : undefined };
}

export function FieldError({ id, error }: { id: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}

interface FieldProps {
  label: ReactNode;
  error?: string | null | undefined;
  hint?: string;
  className?: string;
}

type FieldIds = ReturnType<typeof useFieldIds>;

/**
 * What every field shares: the label, then the control, then its hint and error, which the control names as its
 * description. `inline` puts the label after the control (checkboxes).
 */
function FieldFrame(props: FieldProps & { ids: FieldIds; inline?: boolean; children: ReactNode }) {
  const { ids, label, hint, error, className, inline, children } = props;
  return (
    <div className={className}>
      {inline ? (
        <div className="flex items-start gap-3">
          {children}
          <label htmlFor={ids.id} className="text-sm leading-relaxed text-ink">
            {label}
          </label>
        </div>
      ) : (
        <>
          <label htmlFor={ids.id} className="field-label">
            {label}
          </label>
          {children}
        </>
      )}
      {hint && (
        <p id={ids.hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

const controlProps = (ids: FieldIds) => ({ id: ids.id, 'aria-invalid': ids.invalid, 'aria-describedby': ids.describedBy });

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <input className="field-input" {...controlProps(ids)} {...input} />
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <textarea className="field-input min-h-24" {...controlProps(ids)} {...textarea} />
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className}>
      <select className="field-input" {...controlProps(ids)} {...select}>
        {children}
      </select>
    </FieldFrame>
  );
}

type CheckboxFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

export function CheckboxField({ label, error, hint, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} className={className} inline>
      <input type="checkbox" className="field-check" {...controlProps(ids)} {...input} />
    </FieldFrame>
  );
}
