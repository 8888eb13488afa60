import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';

// The menu brings Headless UI's dialog: loaded when a reader reaches for it, not with the shell every page loads.
const loadMenu = () => import('./BrowseMenu');
const BrowseMenu = lazy(async () => ({ default: (await loadMenu()).BrowseMenu }));

/** The header's "Browse" (categories and brands): a word on a wide screen, the menu's icon with its name on a phone. */
export function BrowseButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const label = intl.formatMessage({ id: 'browse.open' });
  const reach = () => void loadMenu();
  return (
    <>
      <button
        type="button"
        className="header-link inline-flex min-h-11 items-center gap-2"
        aria-label={label}
        aria-haspopup="dialog"
        onPointerEnter={reach}
        onFocus={reach}
        onTouchStart={reach}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <svg aria-hidden viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6">
          <path d="M3 5.5h14M3 10h14M3 14.5h14" strokeLinecap="round" />
        </svg>
        <span className="hidden md:inline">{label}</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <BrowseMenu open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
