import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { preloadUiMessages } from '../app/uiMessages';

afterEach(cleanup);

// The suites share a 2-core machine with the others: under load a lazy chunk or a state change can take longer
// to show than Testing Library's 1 s default. A wait still ends as soon as its element is there.
configure({ asyncUtilTimeout: 5000 });

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

// As main.tsx does before the first render: a test that stores French renders French at once.
await preloadUiMessages('fr');
