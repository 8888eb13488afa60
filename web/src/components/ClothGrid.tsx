import type { ClothCardData } from '../lib/clothSummary';
import { ClothCard } from './ClothCard';

interface Props {
  /** The list's accessible name. */
  label: string;
  clothes: ClothCardData[];
  /** Cards a row on wide screens: 6 where the grid shares the page (the profile), else 4. */
  columns?: 4 | 6;
  busy?: boolean;
}

/** Clothes as cards, each leading to its page. */
export function ClothGrid({ label, clothes, columns = 4, busy }: Props) {
  const wide = columns === 6 ? 'lg:grid-cols-6' : 'lg:grid-cols-4';
  return (
    <ul aria-label={label} aria-busy={busy} className={`grid grid-cols-2 gap-x-3 sm:gap-x-4 gap-y-8 sm:grid-cols-3 ${wide}`}>
      {clothes.map((cloth) => (
        <li key={cloth.id} className="min-w-0">
          <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cloth} />
        </li>
      ))}
    </ul>
  );
}
