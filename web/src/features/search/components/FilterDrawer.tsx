import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** Mounted while open (the search page loads it when first asked). */
interface Props {
  onClose: () => void;
  /** The clothes the filters find, for the button that shows them; unknown while the answer loads. */
  total: number | undefined;
  children: ReactNode;
}

/**
 * The filters on a phone: a sheet the height of the screen, its title and a close button at the top, the filters
 * scrolling between, and the button that shows the results always in view at its foot (a long list of brands or
 * colours would otherwise push it thousands of pixels down).
 */
export function FilterDrawer({ onClose, total, children }: Props) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-ink/40" aria-hidden />
      <DialogPanel className="fixed inset-0 flex flex-col bg-paper">
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-2">
          <DialogTitle className="font-display text-2xl text-ink">{intl.formatMessage({ id: 'search.filters' })}</DialogTitle>
          <button type="button" className="tap-target justify-center px-2 text-sm text-ink underline" onClick={onClose}>
            {intl.formatMessage({ id: 'action.close' })}
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4">{children}</div>
        <div className="border-t border-line px-5 py-3">
          <button type="button" className="button-primary w-full" onClick={onClose}>
            {total !== undefined ? intl.formatMessage({ id: 'search.filters.show' }, { total }) : intl.formatMessage({ id: 'action.close' })}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
