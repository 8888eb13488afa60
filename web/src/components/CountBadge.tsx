/** The most a badge spells out; more reads "99+". */
export const BADGE_MAX = 99;

/** A count as a badge spells it. */
export const badgeText = (count: number): string | number => (count > BADGE_MAX ? `${BADGE_MAX}+` : count);

/**
 * The small count over a header button (hearts, the bell), hidden from screen readers: the button's own name says
 * the count in words. Nothing when there is nothing to count.
 */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      data-testid={testId}
      className="absolute -right-1 -top-0.5 min-w-4 rounded-full bg-accent px-1 text-center text-[0.6rem] leading-4 tracking-normal text-paper"
    >
      {badgeText(count)}
    </span>
  );
}
