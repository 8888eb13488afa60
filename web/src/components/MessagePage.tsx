import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A narrow page that answers an emailed link (confirming an email, unsubscribing): its title, then what happened. */
export function MessagePage({ title, children }: { title: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-xl px-6 py-16 sm:py-24">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      <h1 id="page-title" className="font-display text-4xl leading-tight text-ink sm:text-5xl">
        {title}
      </h1>
      <div className="mt-8 space-y-6">{children}</div>
    </section>
  );
}
