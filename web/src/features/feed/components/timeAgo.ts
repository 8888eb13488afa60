import type { IntlShape } from 'react-intl';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": how long ago `at` was, in the reader's language, in its largest whole unit. */
export function timeAgo(intl: IntlShape, at: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(at) - now) / 1000);
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return intl.formatRelativeTime(Math.trunc(seconds / size), unit, { numeric: 'auto' });
  }
  return intl.formatRelativeTime(0, 'second', { numeric: 'auto' });
}
