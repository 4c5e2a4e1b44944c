import { cleanup, configure } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { preloadRouteModules } from '@/app/router';

// findBy… and waitFor give up after 1 s by default: beside CI's other lanes (load 12 on 2 cores) a
// page's answer to a mocked request took longer, and 'Failed to load GitHub repositories.' was
// not found in time. 5 s, within the 30 s a test has (vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

// The router loads its pages lazily (issue 14); load them all here, once for the shared jsdom.
await preloadRouteModules();

// jsdom lacks these browser APIs; the app and Radix call them.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store that outlives each render.
  hotToast.remove();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
