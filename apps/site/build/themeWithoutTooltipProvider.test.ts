import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutTooltipProvider } from './themeWithoutTooltipProvider';

const themeModule = readFileSync(
  createRequire(import.meta.url).resolve('@radix-ui/themes/dist/esm/components/theme.js'),
  'utf8',
);

describe('withoutTooltipProvider', () => {
  it("drops the installed Radix Themes root's Tooltip provider and its import, and keeps the rest", () => {
    expect(themeModule).toMatch(/Tooltip/);
    const code = withoutTooltipProvider(themeModule);
    expect(code).not.toMatch(/Tooltip|delayDuration/);
    expect(parseSync('theme.js', code).errors).toEqual([]);
    // The direction provider, the root and the nested theme are rendered as before.
    expect(code).toMatch(
      /\?\(\w+\.createElement\(\w+\.Provider,\{dir:"ltr"\},\w+\.createElement\(\w+,\{\.\.\.\w+,ref:\w+\}\)\)\):/,
    );
  });

  it('fails when the module is not laid out as expected (a Radix Themes upgrade)', () => {
    expect(() => withoutTooltipProvider('import{Slot as D}from"radix-ui";')).toThrow(/Tooltip/);
    expect(() => withoutTooltipProvider('import{Tooltip as w}from"radix-ui";const R=()=>w.Root;')).toThrow(
      /one w\.Provider/,
    );
    expect(() =>
      withoutTooltipProvider(
        'import{Tooltip as w,Slot as D}from"radix-ui";e.createElement(w.Provider,{},x);w.Root;',
      ),
    ).toThrow(/used beyond/);
  });
});
