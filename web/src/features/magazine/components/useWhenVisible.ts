import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes near the viewport. The observer is made again whenever
 * `generation` changes (a page arrived), so a sentinel that is still on screen asks for one more page.
 */
export function useWhenVisible<T extends Element>(onVisible: () => void, enabled: boolean, generation: number) {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, generation]);
  return ref;
}
