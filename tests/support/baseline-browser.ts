// The Chromium the committed screenshot baselines were made with (tests/visual/browser.json, written by the
// update commands). A different build may anti-alias differently: a failing comparison names both versions.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const recordFile = fileURLToPath(new URL('../visual/browser.json', import.meta.url));

export interface BaselineBrowser {
  chromium: string;
}

export function recordedBaselineBrowser(): BaselineBrowser | undefined {
  if (!existsSync(recordFile)) return undefined;
  return JSON.parse(readFileSync(recordFile, 'utf8')) as BaselineBrowser;
}

/** Writes the running browser's version as the baselines' one (only when baselines are being rewritten). */
export function recordBaselineBrowser(version: string): void {
  if (recordedBaselineBrowser()?.chromium === version) return;
  writeFileSync(recordFile, `${JSON.stringify({ chromium: version }, null, 2)}\n`);
}

/**
 * The words to put beside a screenshot comparison: empty when the running Chromium made the baselines,
 * otherwise both versions, so a reader of a diff knows the browser changed.
 */
export function baselineBrowserNote(running: string, recorded: BaselineBrowser | undefined): string {
  if (!recorded) return ` [no record of the Chromium that made the baselines; this run: ${running}]`;
  if (recorded.chromium === running) return '';
  return ` [baselines made with Chromium ${recorded.chromium}; this run: Chromium ${running}]`;
}
