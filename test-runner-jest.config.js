// Ejected from @storybook/test-runner (`test-storybook --eject`) to launch this machine's Chromium with the
// flags it needs (scripts/browser.mjs); scripts/test-stories.mjs runs it against a static Storybook build.
import { getJestConfig } from '@storybook/test-runner';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const defaults = getJestConfig();
const jestPlaywright = /** @type {Record<string, unknown>} */ (
  defaults.testEnvironmentOptions?.['jest-playwright']
);

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...defaults,
  // Each story is rendered, played, re-rendered dark and back, and checked by axe twice: busy cores need room.
  testTimeout: 30_000,
  testEnvironmentOptions: {
    ...defaults.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      launchOptions: chromiumLaunchOptions(),
      // Animations settle at once, so axe sees the final colours, not a frame of a fade-in.
      contextOptions: { reducedMotion: 'reduce' },
    },
  },
};
