import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

// One real server per run: the built site and the API on a fresh in-memory PGlite, seeded like production.
export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() },
    },
  ],
  webServer: {
    command: 'npm run build -w @elearning/site --silent && npx tsx apps/api/src/main.ts',
    url: `${baseURL}/elearning/api/users/auth-status`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PGLITE_DATA_DIR: 'memory://',
      SITE_DIR: 'apps/site/dist',
      // Faster password hashing for the test server only; production keeps OWASP's cost.
      SCRYPT_LOG_N: '12',
    },
  },
});
