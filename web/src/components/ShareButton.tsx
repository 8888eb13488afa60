import { useIntl } from 'react-intl';
import { useNotify } from './notices/NoticeProvider';

interface Props {
  /** What is shared: its title, and a line about it. */
  title: string;
  text?: string;
  /** The address shared; absent: the page's own. */
  url?: string;
}

/**
 * Shares the page: the device's own sheet where the browser has the Web Share API (phones), else the address is
 * copied and a notice says so. A share the reader cancels says nothing.
 */
export function ShareButton({ title, text, url: shared }: Props) {
  const intl = useIntl();
  const notify = useNotify();
  const share = async () => {
    const url = shared ?? window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused for another reason (no user gesture left, a blocked frame): the copy below still works.
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(intl.formatMessage({ id: 'share.copied' }));
    } catch {
      notify(intl.formatMessage({ id: 'share.failed' }, { url }));
    }
  };
  return (
    <button type="button" className="button-secondary inline-flex min-h-11 items-center gap-2" onClick={() => void share()}>
      <svg aria-hidden viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M10 13V3m0 0L6.5 6.5M10 3l3.5 3.5M4 10v6.5h12V10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {intl.formatMessage({ id: 'share.button' })}
    </button>
  );
}
