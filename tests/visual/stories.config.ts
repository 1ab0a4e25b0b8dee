// Visual regression over every Storybook story (tests/visual/stories). Normally run through
// `node scripts/test-stories.mjs` (or `npm run test:visual:stories`), which builds and serves the Storybook;
// run alone, it serves STORYBOOK_STATIC_DIR itself on STORY_VISUAL_PORT.
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/browser.mjs';
import { defaultPort, storyUrl } from './stories/visual-settings';
import { screenshotTolerance } from './tolerance';

const staticDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static';

export default defineConfig({
  testDir: 'stories',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  outputDir: '../../test-results/visual-stories',
  fullyParallel: true,
  workers: Number(process.env.STORY_VISUAL_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A missing baseline fails the check; only the update command (--update-snapshots) writes baselines.
  updateSnapshots: 'none',
  reporter: [['dot']],
  timeout: 30_000,
  expect: {
    // A shot that does not match at once is retaken until two in a row agree; a loaded machine needs the time.
    timeout: 10_000,
    toHaveScreenshot: { ...screenshotTolerance, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    ...devices['Desktop Chrome'],
    // Storybook pauses CSS animations at their end state for test runners it recognises by this token.
    userAgent: `${devices['Desktop Chrome'].userAgent} StorybookTestRunner`,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    launchOptions: chromiumLaunchOptions({ isolateFonts: true }),
  },
  projects: [{ name: 'stories' }],
  webServer: process.env.STORYBOOK_URL
    ? undefined
    : {
        command: `node scripts/serve-static.mjs ${staticDir} ${defaultPort}`,
        cwd: '../..',
        url: `${storyUrl()}/index.json`,
        reuseExistingServer: false,
      },
});
