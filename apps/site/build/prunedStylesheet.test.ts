import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDeadRule, isReachable, prunedStylesheet, shippedClassesOf } from './prunedStylesheet';

// What chunks of the site look like once built: Radix's literals and prop definitions, and responsive values.
const chunk = [
  'const a={size:{type:`enum`,className:`rt-r-size`,values:[`1`,`2`,`3`],responsive:!0}};',
  'const b={m:{type:`enum | string`,className:`rt-r-m`,values:[`1`,`-1`]},gap:{className:`rt-r-gap`}};',
  'const c={display:{type:`enum`,className:`rt-r-display`,values:[`none`,`block`],parseValue:d}};',
  'function B(){return x(`button`,{className:y(`rt-Button`,`rt-BaseButton`)})}',
  'jsx(G,{m:{initial:`1`,md:h?`3`:`2`,sm:`-4`},size:{sm:`4`}});',
  // A responsive value in a variable reaches the props the variable is given to.
  'const N={initial:`2`,lg:`5`};jsx(G,{gap:N});',
  // A key no prop definition names: it may reach any class.
  'k({other:{xs:`7`}});',
  // Not a responsive value: a key that is no breakpoint (a CSS-in-JS media table).
  'const media={sm:`(min-width: ${w}px)`,reducedMotion:`(prefers-reduced-motion)`};',
].join('\n');
const shipped = shippedClassesOf([chunk]);

describe('shippedClassesOf', () => {
  it('reads the rt- names, the props given responsive literals with their values, and prop definitions', () => {
    expect(shipped.names).toEqual(
      new Set(['rt-r-size', 'rt-r-m', 'rt-r-gap', 'rt-r-display', 'rt-Button', 'rt-BaseButton']),
    );
    expect(shipped.breakpoints).toEqual(new Set(['md', 'sm', 'lg', 'xs']));
    expect(shipped.responsive.get('md')).toEqual(new Map([['m', new Set(['3', '2'])]]));
    expect(shipped.responsive.get('sm')).toEqual(
      new Map([
        ['m', new Set(['-4'])],
        ['size', new Set(['4'])],
      ]),
    );
    expect(shipped.responsive.get('lg')).toEqual(new Map([['gap', new Set(['5'])]]));
    expect(shipped.propClasses.get('m')).toEqual(new Set(['rt-r-m']));
    expect(shipped.mappedPrefixes).toEqual(new Set(['rt-r-display']));
  });

  it('takes any value for a breakpoint whose value is not a literal', () => {
    const any = shippedClassesOf(['const s={size:{className:`rt-r-size`}};f({size:{initial:`1`,lg:n}})']);
    expect(any.responsive.get('lg')).toEqual(new Map([['size', 'any']]));
    expect(isReachable('lg:rt-r-size-9', any)).toBe(true);
  });
});

describe('shippedClassesOf, following variables', () => {
  const defs = 'const d={gap:{className:`rt-r-gap`},m:{className:`rt-r-m`}};';

  it('tells a variable from another of the same name in an inner scope (minified names are reused)', () => {
    const shadowed = shippedClassesOf([
      `${defs}const N={initial:\`1\`,md:\`4\`};function f(N){return g(N)}jsx(G,{gap:N});`,
    ]);
    expect(shadowed.responsive.get('md')).toEqual(new Map([['gap', new Set(['4'])]]));
  });

  it('follows an exported variable into the chunks that import it', () => {
    const a = { fileName: 'assets/a-1.js', code: `${defs}const B={initial:\`1\`,xl:\`6\`};export{B as x};` };
    const b = { fileName: 'assets/b-2.js', code: 'import{x as y}from"./a-1.js";jsx(G,{m:y});' };
    expect(shippedClassesOf([a, b]).responsive.get('xl')).toEqual(new Map([['m', new Set(['6'])]]));
    // Imported whole, or re-exported, its exports may be used anyhow.
    const c = { fileName: 'assets/c-3.js', code: 'import("./a-1.js").then(f);' };
    expect(shippedClassesOf([a, b, c]).responsive.get('xl')).toEqual(
      new Map([
        ['m', new Set(['6'])],
        ['', new Set(['6'])],
      ]),
    );
  });
});

describe('isReachable', () => {
  it('keeps a component the code names, and drops one it never names', () => {
    expect(isReachable('rt-Button', shipped)).toBe(true);
    expect(isReachable('rt-TabsList', shipped)).toBe(false);
  });

  it('keeps every class built from a named prefix, the negative ones too', () => {
    expect(isReachable('rt-r-size-9', shipped)).toBe(true);
    expect(isReachable('-rt-r-m-4', shipped)).toBe(true);
    expect(isReachable('rt-r-p-2', shipped)).toBe(false);
  });

  it('keeps a breakpoint class only for a prop and value written under that breakpoint', () => {
    expect(isReachable('md:rt-r-m-3', shipped)).toBe(true);
    expect(isReachable('md:rt-r-m-2', shipped)).toBe(true);
    expect(isReachable('md:rt-r-m-4', shipped)).toBe(false);
    expect(isReachable('md:rt-r-gap-3', shipped)).toBe(false);
    expect(isReachable('sm:-rt-r-m-4', shipped)).toBe(true);
    expect(isReachable('lg:rt-r-gap-5', shipped)).toBe(true);
    expect(isReachable('lg:rt-r-m-5', shipped)).toBe(false);
    // No responsive literal has an xl key.
    expect(isReachable('xl:rt-r-size-3', shipped)).toBe(false);
  });

  it('keeps what Radix maps a responsive size to (a Callout size 4 gives its Text size 2)', () => {
    expect(isReachable('sm:rt-r-size-4', shipped)).toBe(true);
    expect(isReachable('sm:rt-r-size-2', shipped)).toBe(true);
    expect(isReachable('sm:rt-r-size-9', shipped)).toBe(false);
  });

  it('keeps any class for a key no prop definition names, at its values', () => {
    expect(isReachable('xs:rt-r-m-7', shipped)).toBe(true);
    expect(isReachable('xs:rt-r-gap-7', shipped)).toBe(true);
    expect(isReachable('xs:rt-r-m-6', shipped)).toBe(false);
  });

  it('keeps every breakpoint class of a prefix whose values are mapped, and the bare arbitrary-value class', () => {
    expect(isReachable('xs:rt-r-display-flex', shipped)).toBe(true);
    expect(isReachable('md:rt-r-m', shipped)).toBe(true);
    expect(isReachable('md:rt-r-gap', shipped)).toBe(false);
  });

  it('judges only Radix Themes classes', () => {
    expect(isReachable('radix-themes', shipped)).toBe(true);
    expect(isReachable('dark', shipped)).toBe(true);
  });
});

describe('isDeadRule', () => {
  it('is dead only when every selector of the list requires a class the code cannot produce', () => {
    expect(isDeadRule('.rt-TabsList', shipped)).toBe(true);
    expect(isDeadRule('.rt-TabsList,.rt-Button', shipped)).toBe(false);
    expect(isDeadRule('.rt-Button:where(.rt-TabsList)', shipped)).toBe(true);
    expect(isDeadRule('.rt-Button:where(.rt-TabsList,.rt-r-size-1)', shipped)).toBe(false);
    expect(isDeadRule('.rt-Button:not(.rt-TabsList)', shipped)).toBe(false);
    expect(isDeadRule(':where(.radix-themes) .rt-TabsList:hover', shipped)).toBe(true);
    expect(isDeadRule('.rt-Button:has(.rt-TabsList)', shipped)).toBe(true);
    // The minifier's escaped colon.
    expect(isDeadRule('.xl\\:rt-r-size-3', shipped)).toBe(true);
    expect(isDeadRule('.sm\\:rt-r-size-4', shipped)).toBe(false);
  });
});

describe('prunedStylesheet', () => {
  it('drops dead rules, the blocks they leave empty and the keyframes no one names', () => {
    const css =
      '.rt-Button{color:red;animation:rt-fade 1s}.rt-TabsList{animation:rt-tabs 1s}' +
      '@media (min-width:520px){.xl\\:rt-r-size-3{a:b}}@keyframes rt-fade{from{opacity:0}}' +
      '@keyframes rt-tabs{from{opacity:0}}@media (min-width:1px){.rt-Button,.rt-Tabs{x:y}}';
    const { css: pruned, droppedRules } = prunedStylesheet(css, shipped);
    expect(pruned).toBe(
      '.rt-Button{color:red;animation:rt-fade 1s}@keyframes rt-fade{from{opacity:0}}' +
        '@media (min-width:1px){.rt-Button,.rt-Tabs{x:y}}',
    );
    expect(droppedRules).toBe(3);
  });
});

describe('Radix Themes, as installed', () => {
  const root = dirname(createRequire(import.meta.url).resolve('@radix-ui/themes/package.json'));
  const esm = join(root, 'dist', 'esm');
  const modules = (readdirSync(esm, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(esm, file), 'utf8') }));

  it('writes its class names whole, and composes them in one helper only (what isReachable relies on)', () => {
    // A class name continued by an expression (`rt-${x}`, "rt-"+x) would escape the literal scan.
    expect(modules.filter(({ code }) => /rt-(?:\$\{|["'`]\s*\+)/.test(code))).toEqual([]);
    // `${breakpoint}:${class}` and `${sign}${prefix}${dash}${value}`: get-responsive-styles.js only.
    const composing = modules.filter(({ code }) => /\$\{\w+\}:\$\{|\$\{\w+\}\$\{\w+\}\$\{\w+\}/.test(code));
    expect(composing.map(({ file }) => file)).toEqual([join('helpers', 'get-responsive-styles.js')]);
  });

  it('maps responsive values itself only for sizes (why rt-r-size takes any value at any breakpoint)', () => {
    const mapping = modules.filter(
      ({ file, code }) => file.startsWith('components') && /map-prop-values\.js/.test(code),
    );
    expect(mapping.map(({ file }) => file).sort()).toEqual([
      join('components', '_internal', 'base-button.js'),
      join('components', 'callout.js'),
    ]);
    for (const { code } of mapping)
      expect(code).toMatch(/map(?:ButtonSizeToSpinnerSize|CalloutSizeToTextSize) as/);
  });
});
