import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser.mjs';
import { screenshotTolerance } from './tests/visual/tolerance';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
// Each port builds into its own folder, so runs on different ports never serve each other's half-written build.
const siteDir = `node_modules/.cache/site-e2e-${port}`;
const desktopChrome = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };

// One real server per run, in demo mode (outbox, sandbox, demo learner): the built site and the API on a fresh
// in-memory PGlite.
// Every project below shares it.
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  // Two files at a time (CI's machine has 2 cores), each file's tests in order. They share the one server, so each
  // test signs up its own learner or only reads the demo learner's data.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A missing screenshot baseline fails; only test:visual:routes:update (--update-snapshots) writes them.
  updateSnapshots: 'none',
  reporter: [['list']],
  // Per port too: a run on another port cleans only its own results, never this run's traces.
  outputDir: `test-results/port-${port}`,
  // Waits catch a stall, they do not measure speed: CI's shared 2-core machine has run 2–3 times slower than a
  // quiet one (a whole run in 71 min instead of 30); with the CPU slowed 6x, a locked test's page takes 16 s to
  // show its purchase dialog.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL,
    // Off: recording a trace for every test (kept only on failure) made the journeys 35% slower (4 files: 172 s of
    // test time with traces, 116 s without, 134 s without their screenshots), and CI's traces go with its clone.
    // To look into a failure, run it again with `--trace on`; the error context of a failed test is kept anyway.
    trace: 'off',
    launchOptions: chromiumLaunchOptions(),
  },
  // The two projects of one long file each come first: scheduled last, each ran alone on one worker for the last
  // 86 s of a 15-minute run while the other worker had nothing left.
  projects: [
    {
      // axe (WCAG 2.1 A/AA) on every route and its main dialogs, in the light and the dark theme.
      name: 'a11y-routes',
      testDir: 'tests/e2e',
      testMatch: 'a11y-routes.spec.ts',
      use: desktopChrome,
    },
    {
      // Full-page screenshots of the main routes at a phone and a desktop width (tests/visual/tolerance.ts).
      name: 'routes-visual',
      testDir: 'tests/visual/routes',
      snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
      use: {
        ...desktopChrome,
        launchOptions: chromiumLaunchOptions({ isolateFonts: true }),
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
      },
      expect: {
        toHaveScreenshot: {
          ...screenshotTolerance,
          animations: 'disabled',
          caret: 'hide',
          scale: 'css',
        },
      },
    },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testIgnore: 'a11y-routes.spec.ts',
      use: desktopChrome,
    },
  ],
  webServer: {
    command: `npm run build -w @elearning/site --silent -- --outDir ../../${siteDir} --emptyOutDir && npx tsx apps/api/src/main.ts`,
    url: `${baseURL}/elearning/api/users/auth-status`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: 'memory://',
      SITE_DIR: siteDir,
      // Faster password hashing for the test server only; production keeps OWASP's cost.
      SCRYPT_LOG_N: '12',
      // The journeys sign up many learners from one address.
      REGISTRATIONS_PER_IP: '10000',
      // The scripted journeys and route screenshots take the free warm-up in its seed order (test-only setting,
      // refused in production; every learner's attempt is shuffled otherwise).
      TEST_FIXED_ORDER: 'kafka-fundamentals',
    },
  },
});
