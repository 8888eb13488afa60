import { useId } from 'react';
import type { ClothCardData } from '../lib/clothSummary';
import { ClothCard } from './ClothCard';
import { Section } from './Section';

interface Props {
  title: string;
  clothes: ClothCardData[];
}

/** A titled row of cloth cards that scrolls sideways (a swipe on a phone) when it is wider than the page. */
export function ClothRow({ title, clothes }: Props) {
  const headingId = useId();
  if (clothes.length === 0) return null;
  return (
    <Section headingId={headingId} title={title}>
      <ul aria-label={title} className="-mx-1 flex snap-x gap-4 overflow-x-auto px-1 pb-2">
        {clothes.map((cloth) => (
          <li key={cloth.id} className="w-40 shrink-0 snap-start sm:w-48 lg:w-52">
            <ClothCard href={`/cloth/${encodeURIComponent(cloth.id)}`} cloth={cloth} sizes="(min-width: 1024px) 208px, (min-width: 640px) 192px, 160px" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
