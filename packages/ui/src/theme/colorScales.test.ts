import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { themeConfig } from './themeConfig';

// styles.css imports only the colour scales the library renders: a component passing another `color` draws it
// with no colour at all (a badge without its background), which a screenshot baseline then records as right.
const root = join(__dirname, '..');
const imported = new Set(
  [...readFileSync(join(root, 'styles.css'), 'utf8').matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map(
    ([, scale]) => scale!,
  ),
);
// Radix Themes' colour scales (`gray` and `accent` always resolve to the theme's own).
const radixScales = new Set(
  'mauve slate sage olive sand tomato red ruby crimson pink plum purple violet iris indigo blue cyan teal jade green grass bronze gold brown orange amber yellow lime mint sky'.split(
    ' ',
  ),
);
// A colour prop or a token in a style: `color="cyan"`, `color: 'cyan'`, `var(--cyan-9)`, `$cyan3` (Stitches).
const scaleUses = /\bcolor(?:=|: )["']([a-z]+)["']|var\(--([a-z]+)-a?\d+\)|\$([a-z]+)\d+\b/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('colour scales', () => {
  it('imports the accent and gray scales of the theme', () => {
    expect(imported).toContain(themeConfig.accentColor);
    expect(imported).toContain(themeConfig.grayColor);
  });

  it.each(sourceFiles(root).map((file) => [relative(root, file), file]))(
    '%s uses only the scales styles.css imports',
    (_name, file) => {
      const used = [...readFileSync(file, 'utf8').matchAll(scaleUses)]
        .map(([, prop, token, stitches]) => (prop ?? token ?? stitches)!)
        .filter((scale) => radixScales.has(scale));
      expect(used.filter((scale) => !imported.has(scale))).toEqual([]);
    },
  );
});
