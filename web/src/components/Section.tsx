import type { ReactNode } from 'react';

interface Props {
  /** The heading's id, which names the section (the caller's, so it stays what `useId` gave it there). */
  headingId: string;
  title: ReactNode;
  /** A part of the page (h2), or a part within one (h3: the dashboard's tables and lists). */
  level?: 2 | 3;
  /** Still on its way, for assistive technology. */
  busy?: boolean;
  testId?: string;
  /** The section's own classes instead of the level's spacing. */
  className?: string;
  children: ReactNode;
}

const LEVELS = {
  2: { Heading: 'h2', heading: 'font-display text-2xl text-ink', section: 'space-y-4' },
  3: { Heading: 'h3', heading: 'font-display text-xl text-ink', section: 'space-y-3' },
} as const;

/** A section named by its own heading, in the display face, and what it holds below. */
export function Section({ headingId, title, level = 2, busy, testId, className, children }: Props) {
  const { Heading, heading, section } = LEVELS[level];
  return (
    <section aria-labelledby={headingId} aria-busy={busy} data-testid={testId} className={className ?? section}>
      <Heading id={headingId} className={heading}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
