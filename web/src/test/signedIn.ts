import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from './renderApp';
import type { SignedIn } from './renderApp';

/** The site's administrator, as the admin area's tests sign in. */
export const ADMIN: SignedIn = { user: 'root', type: 'ADMIN', userId: 'u1', email: 'root@vitrina.example', emailVerified: true };
/** Casa Luna's brand account. */
export const BRAND: SignedIn = { user: 'casa-luna', type: 'BRAND', userId: 'u3', email: 'hola@casaluna.com', emailVerified: true };

type Options = Omit<NonNullable<Parameters<typeof renderApp>[1]>, 'stored' | 'server'> & {
  /** The page's h1, waited for before the test goes on. */
  heading?: string;
};

/** The whole app at `path` for someone signed in since an earlier visit, with a user to act (no typing delay). */
export async function openAs(who: SignedIn, path: string, { heading, ...options }: Options = {}) {
  const app = await renderApp(path, { stored: { user: who.user, type: who.type }, server: who, ...options });
  if (heading) await screen.findByRole('heading', { level: 1, name: heading });
  return { ...app, user: userEvent.setup({ delay: null }) };
}
