// Makes sure a Chromium exists for the browser tests, installing one when it can; says what it found in one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';
import { findChromium } from './browser.mjs';

function playwrightHasChromium() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

const found = findChromium();
if (found.executablePath) {
  console.log(`browser: ${found.executablePath} (${found.source})`);
} else if (playwrightHasChromium()) {
  console.log(`browser: ${chromium.executablePath()} (playwright)`);
} else {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('browser: none found, installing Debian chromium with apt-get');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.log('browser: none found, installing Playwright chromium');
    spawnSync('npx', ['playwright', 'install', 'chromium'], { stdio: 'ignore' });
  }
  const after = findChromium();
  if (!after.executablePath && !playwrightHasChromium()) {
    console.error('browser: could not install a Chromium; set CHROME_PATH to one');
    process.exit(1);
  }
  console.log(`browser: ${after.executablePath ?? chromium.executablePath()} (installed)`);
}
