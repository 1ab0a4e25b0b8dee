// Finds the Chromium every browser test uses: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/** A fontconfig with no font directory: Chromium then draws text only with the web fonts a page loads. */
export const noSystemFontsConfig = fileURLToPath(
  new URL('../tests/visual/fontconfig/fonts.conf', import.meta.url),
);

/**
 * Launch options for Playwright and jest-playwright. `isolateFonts` (the screenshot suites) hides the machine's
 * fonts, so a screenshot depends only on the faces the project ships: text that would fall back to a system font
 * is not drawn at all, and differs from its baseline on every machine alike.
 * @param {{ isolateFonts?: boolean }} [options]
 */
export function chromiumLaunchOptions({ isolateFonts = false } = {}) {
  const { executablePath } = findChromium();
  return {
    ...(executablePath ? { executablePath } : {}),
    args: chromiumArgs,
    ...(isolateFonts ? { env: { ...process.env, FONTCONFIG_FILE: noSystemFontsConfig } } : {}),
  };
}
