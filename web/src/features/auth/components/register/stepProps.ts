import type { RegisterErrors, RegisterField, RegisterKind, RegisterValues } from './registerForm';

/** What every step of the wizard receives: the whole form, its errors, and one way to change a value. */
export interface StepProps {
  kind: RegisterKind;
  values: RegisterValues;
  errors: RegisterErrors;
  onChange: <Key extends keyof RegisterValues>(field: Key, value: RegisterValues[Key]) => void;
  /** The translated message for a field, or undefined when it has none. */
  errorOf: (field: RegisterField) => string | undefined;
}
