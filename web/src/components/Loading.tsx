import { FormattedMessage } from 'react-intl';

/** A quiet placeholder while something the page depends on is still arriving. */
export function Loading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-6 w-6 animate-spin rounded-full border-2 border-stone-300 border-t-stone-900" aria-hidden />
      <span className="sr-only">
        <FormattedMessage id="app.loading" />
      </span>
    </div>
  );
}
