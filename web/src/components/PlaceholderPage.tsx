import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

interface Props {
  title: string;
  intro: ReactNode;
  /** The small line above the title, in the magazine's manner. */
  kicker?: string;
  children?: ReactNode;
}

/** A page whose content arrives in a later issue: a real, translated title and one line about it. */
export function PlaceholderPage({ title, intro, kicker, children }: Props) {
  const intl = useIntl();
  return (
    <section aria-labelledby="page-title" className="mx-auto max-w-3xl px-6 py-16 text-center sm:py-24">
      <title>{`${title} · ${intl.formatMessage({ id: 'app.name' })}`}</title>
      {kicker && <p className="kicker mb-4">{kicker}</p>}
      <h1 id="page-title" className="font-display text-4xl leading-tight text-ink sm:text-5xl">
        {title}
      </h1>
      <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted">{intro}</p>
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
