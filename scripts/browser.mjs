// Finds the Chromium every browser test uses: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
import { existsSync } from 'node:fs';

/** Flags Chromium needs as root on a closed network (else it hangs on background connections). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** @returns {{ executablePath: string | undefined, source: string }} */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return { executablePath: fromEnv, source: 'CHROME_PATH' };
  if (existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', source: 'debian' };
  return { executablePath: undefined, source: 'playwright' };
}

/** Launch options for Playwright and jest-playwright. */
export function chromiumLaunchOptions() {
  const { executablePath } = findChromium();
  return { ...(executablePath ? { executablePath } : {}), args: chromiumArgs };
}
