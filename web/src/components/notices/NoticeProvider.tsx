import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export const NOTICE_MS = 8000;

interface Notice {
  id: number;
  text: string;
}

type Notify = (text: string) => void;

const NoticeContext = createContext<Notify | null>(null);

/**
 * Short confirmations that outlive the page that caused them ("Password reset successful." shown on /home after
 * the reset page has gone). Read out politely and dismissed after a while or by the reader.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const notify = useCallback<Notify>(
    (text) => {
      const id = nextId.current++;
      setNotices((current) => [...current, { id, text }]);
      timers.current.set(
        id,
        window.setTimeout(() => dismiss(id), NOTICE_MS),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const value = useMemo(() => notify, [notify]);
  return (
    <NoticeContext.Provider value={value}>
      {children}
      <NoticeList notices={notices} onDismiss={dismiss} />
    </NoticeContext.Provider>
  );
}

function NoticeList({ notices, onDismiss }: { notices: Notice[]; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4">
      {notices.map((notice) => (
        <div key={notice.id} className="notice pointer-events-auto">
          <p>{notice.text}</p>
          <button
            type="button"
            onClick={() => onDismiss(notice.id)}
            className="text-paper/70 hover:text-paper"
            aria-label={intl.formatMessage({ id: 'notice.dismiss' })}
          >
            <span aria-hidden>×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

export function useNotify(): Notify {
  const value = useContext(NoticeContext);
  if (!value) throw new Error('useNotify must be used inside NoticeProvider');
  return value;
}
