import { useState } from 'react';
import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useIntl } from 'react-intl';
import { readStored, writeStored } from '../../lib/storage';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
const ACCEPTED = 'accepted';

/** Asks once; the answer is kept in local storage, so the dialog never returns after acceptance. */
export function CookieConsent() {
  const intl = useIntl();
  const [open, setOpen] = useState(() => readStored(COOKIE_CONSENT_KEY) !== ACCEPTED);

  function accept() {
    writeStored(COOKIE_CONSENT_KEY, ACCEPTED);
    setOpen(false);
  }

  // Escape and outside clicks do not dismiss it: the dialog stays until it is accepted, as the spec asks.
  return (
    <Dialog open={open} onClose={() => undefined} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/30" aria-hidden />
      <div className="fixed inset-x-0 bottom-0 flex justify-center p-4 sm:p-6">
        <DialogPanel className="w-full max-w-2xl bg-paper p-6 shadow-2xl sm:p-8">
          <DialogTitle className="font-display text-2xl text-ink">
            {intl.formatMessage({ id: 'cookies.title' })}
          </DialogTitle>
          <Description className="mt-3 text-sm leading-relaxed text-muted">
            {intl.formatMessage({ id: 'cookies.body' })}
          </Description>
          <div className="mt-6 flex justify-end">
            <button type="button" onClick={accept} className="button-primary" autoFocus>
              {intl.formatMessage({ id: 'cookies.accept' })}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
