// @vitest-environment node
// Every message the library renders has a French translation with the same placeholders, and no
// translation is left over after its message was removed. English is extracted from the sources.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { frMessages } from './fr';

const uiRoot = fileURLToPath(new URL('../..', import.meta.url));

function extractEnglish(): Record<string, string> {
  const out = execFileSync(
    'npx',
    [
      'formatjs',
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      '**/*.stories.tsx',
      '--ignore',
      '**/*.test.tsx',
      '--format',
      'simple',
    ],
    { cwd: uiRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
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

describe('ui messages', () => {
  it('extracts at least one message', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it('has ids of the form ui.<Component>.<key>', () => {
    const bad = Object.keys(english).filter((id) => !/^ui\.[A-Z][A-Za-z0-9]*\.[A-Za-z0-9_.]+$/.test(id));
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
