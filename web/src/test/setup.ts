import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// jsdom does not scroll; the router's scroll restoration and the header only need the position to be settable.
window.scrollTo = ((x: number | ScrollToOptions, y?: number) => {
  const top = typeof x === 'object' ? (x.top ?? window.scrollY) : (y ?? window.scrollY);
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true });
  window.dispatchEvent(new Event('scroll'));
}) as typeof window.scrollTo;

// jsdom has no ResizeObserver; Headless UI's combobox watches its input with one (layout jsdom does not do anyway).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Pages are lazy routes: the first test to open one waits for its modules to be transformed, which on a busy
// two-core machine can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.lang = 'es';
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  vi.unstubAllGlobals();
});
