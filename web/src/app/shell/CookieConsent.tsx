import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { COOKIE_NOTICE_VERSION } from '@vitrina/domain/accounts/legal';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session/session';
import { readStored, writeStored } from '../../lib/storage';
import { useHydrated } from '../../lib/useHydrated';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
const ACCEPTED = 'accepted';

/**
 * Asks once; the answer is kept in local storage, so the dialog never returns after acceptance. A native modal
 * `<dialog>` (the browser traps focus and makes the page behind it inert), so the shell every page loads carries
 * no dialog library; Escape is refused, since the dialog stays until it is accepted, as the spec asks.
 */
export function CookieConsent() {
  const intl = useIntl();
  // Asked once hydrated: the server's render cannot know what this browser answered.
  const hydrated = useHydrated();
  const [shown, setOpen] = useState<boolean | null>(null);
  const open = hydrated && (shown ?? readStored(COOKIE_CONSENT_KEY) !== ACCEPTED);
  const dialog = useRef<HTMLDialogElement>(null);
  const { session } = useSession();
  const recorded = useRef<string | null>(null);

  // A member's acceptance is on record too (their account's log, with the notice's version): given here, or given as
  // a guest before they signed in.
  useEffect(() => {
    if (open || !session?.legal || session.legal.cookies === COOKIE_NOTICE_VERSION || recorded.current === session.user) return;
    recorded.current = session.user;
    void api.post('profile/cookies', { version: COOKIE_NOTICE_VERSION }).catch(() => (recorded.current = null));
  }, [open, session]);
  const title = useId();
  const body = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    // jsdom (the component tests) has no showModal: there the dialog is simply open.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, [open]);

  if (!open) return null;

  function accept() {
    writeStored(COOKIE_CONSENT_KEY, ACCEPTED);
    dialog.current?.close?.();
    setOpen(false);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={title}
      aria-describedby={body}
      onCancel={(event) => event.preventDefault()}
      className="cookie-consent fixed inset-x-0 bottom-0 top-auto m-0 flex w-full max-w-none justify-center bg-transparent p-4 sm:p-6"
    >
      <div className="w-full max-w-2xl bg-paper p-6 shadow-2xl sm:p-8">
        <h2 id={title} className="font-display text-2xl text-ink">
          {intl.formatMessage({ id: 'cookies.title' })}
        </h2>
        <p id={body} className="mt-3 text-sm leading-relaxed text-muted">
          {intl.formatMessage({ id: 'cookies.body' })}
        </p>
        <div className="mt-6 flex justify-end">
          <button type="button" onClick={accept} className="button-primary" autoFocus>
            {intl.formatMessage({ id: 'cookies.accept' })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
