import { useEffect, useState } from 'react';

/** True once the page has scrolled further than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  // Asked once mounted (the effect's first update), so the server's render and hydration start unscrolled.
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
