import { screen } from '@testing-library/react';
import type { within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;
/** Where to look: the whole screen, or `within(dialog)` when a page behind holds fields of the same name. */
type Scope = ReturnType<typeof within>;

/** Types into the control a label names, as a paste (quicker than key by key, same events for React). */
export async function fill(user: User, label: string, text: string, scope: Scope = screen) {
  await user.click(scope.getByLabelText(label));
  await user.paste(text);
}

/** Step 0 of the register wizard, in English: the account, and for a person the names and date of birth. */
export async function fillAccount(user: User, kind: 'USER' | 'BRAND', scope: Scope = screen) {
  await fill(user, 'Username', 'ana', scope);
  await fill(user, 'Email', 'ana@example.com', scope);
  await fill(user, 'Password', 'secret1', scope);
  if (kind === 'BRAND') return;
  await fill(user, 'First name', 'Ana', scope);
  await fill(user, 'Last name', 'Pérez', scope);
  await user.selectOptions(scope.getByRole('combobox', { name: 'Day' }), '3');
  await user.selectOptions(scope.getByRole('combobox', { name: 'Month' }), 'July');
  await user.selectOptions(scope.getByRole('combobox', { name: 'Year' }), '1990');
}

/** The whole person path with valid answers, ending on "Create Account". */
export async function completePersonWizard(user: User, scope: Scope = screen) {
  await fillAccount(user, 'USER', scope);
  await user.click(scope.getByRole('button', { name: 'Next' }));
  await user.click(await scope.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
  await user.click(scope.getByRole('button', { name: 'Next' }));
  await user.click(await scope.findByRole('checkbox', { name: 'I have read and accept the privacy policy and the use of cookies' }));
  await user.click(scope.getByRole('button', { name: 'Create Account' }));
}

/** The whole brand path with valid answers (Pro, yearly), ending on "Create User and Brand". */
export async function completeBrandWizard(user: User, scope: Scope = screen) {
  await user.click(scope.getByRole('button', { name: 'Register a brand instead' }));
  await fillAccount(user, 'BRAND', scope);
  await user.click(scope.getByRole('button', { name: 'Next' }));
  await fill(user, 'Legal name', 'Luna SRL', scope);
  await fill(user, 'Brand name', 'Casa Luna', scope);
  await user.click(scope.getByRole('button', { name: 'Next' }));
  await user.click(await scope.findByRole('radio', { name: 'Pro' }));
  await user.click(scope.getByRole('radio', { name: 'Yearly' }));
  await user.click(scope.getByRole('button', { name: 'Next' }));
  await user.click(await scope.findByRole('checkbox', { name: 'I have read and accept the Terms and Conditions' }));
  await user.click(scope.getByRole('button', { name: 'Create User and Brand' }));
}
