import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

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

type TextFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="field-label">
        {label}
      </label>
      <input
        id={ids.id}
        className="field-input"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...input}
      />
      {hint && (
        <p id={ids.hintId} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="field-label">
        {label}
      </label>
      <textarea
        id={ids.id}
        className="field-input min-h-24"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...textarea}
      />
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'>;

export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.id} className="field-label">
        {label}
      </label>
      <select
        id={ids.id}
        className="field-input"
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        {...select}
      >
        {children}
      </select>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}

type CheckboxFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'>;

export function CheckboxField({ label, error, hint, className, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={ids.id}
          type="checkbox"
          className="field-check"
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          {...input}
        />
        <label htmlFor={ids.id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      <FieldError id={ids.errorId} error={error} />
    </div>
  );
}
