import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// The suites share a 2-core machine with the others: under load a lazy chunk or a state change can take longer
// to show than Testing Library's 1 s default. A wait still ends as soon as its element is there.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that Radix primitives call (node-environment tests skip them).
if (typeof window !== 'undefined') installBrowserStubs();

function installBrowserStubs() {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
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
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
}
