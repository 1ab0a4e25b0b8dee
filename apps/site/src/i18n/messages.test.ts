// Every message the site renders has a French translation with the same placeholders, and no translation is
// left over after its message was removed: the same check as the ui's (packages/ui/src/i18n/messages.test.ts).
import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { frMessages } from './fr';

// A path, not a URL: the jsdom environment has its own URL class.
const siteRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function extractEnglish(): Record<string, string> {
  const out = execFileSync(
    'npx',
    ['formatjs', 'extract', 'src/**/*.{ts,tsx}', '--ignore', '**/*.test.{ts,tsx}', '--format', 'simple'],
    { cwd: siteRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(out) as Record<string, string>;
}

function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.value);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
      if (el.type === TYPE.tag) walk(el.children);
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const english = extractEnglish();

describe('site messages', () => {
  it('extracts the texts of every former { en, fr } module', () => {
    const prefixes = new Set(Object.keys(english).map((id) => id.split('.').slice(0, 2).join('.')));
    for (const prefix of ['texts', 'pageTitles', 'errors', 'exam', 'tests', 'results', 'checkout'])
      expect(prefixes).toContain(`site.${prefix}`);
  });

  it('has ids of the form site.<module>.<key>', () => {
    const bad = Object.keys(english).filter((id) => !/^site\.[a-z][A-Za-z]*\.[A-Za-z0-9_.]+$/.test(id));
    expect(bad).toEqual([]);
  });

  it('has a French translation for every English message', () => {
    const missing = Object.keys(english).filter((id) => !(id in frMessages));
    expect(missing).toEqual([]);
  });

  it('has no French translation without an English message', () => {
    const unused = Object.keys(frMessages).filter((id) => !(id in english));
    expect(unused).toEqual([]);
  });

  it('keeps the same placeholders in French as in English', () => {
    const mismatched = Object.entries(english)
      .filter(([id]) => id in frMessages)
      .filter(([id, en]) => argumentNames(en).join() !== argumentNames(frMessages[id] ?? '').join())
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });
});
