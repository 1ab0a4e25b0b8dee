// The token source of the Foundations pages: the Radix Themes token files the ui's styles.css imports, under
// the product's theme settings (themeConfig.ts). expectedTokens() gives each documented variable's value as
// the page must show it; scripts/test-docs.mjs compares the rendered tables with it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'packages/ui/package.json'));
const radixTokens = join(dirname(require.resolve('@radix-ui/themes/tokens/base.css')));

/**
 * The rule blocks of a stylesheet, each with its selector, the at-rules around it and its declarations.
 * @param {string} css
 * @returns {{ selector: string, atRules: string[], declarations: Map<string, string> }[]}
 */
export function parseBlocks(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @type {{ selector: string, atRules: string[], declarations: Map<string, string> }[]} */
  const blocks = [];
  /** @param {string} source @param {string[]} atRules */
  const walk = (source, atRules) => {
    let i = 0;
    while (i < source.length) {
      const open = source.indexOf('{', i);
      if (open === -1) break;
      const prelude = source
        .slice(i, open)
        .replace(/^[\s;]+/, '')
        .trim();
      let depth = 1;
      let j = open + 1;
      while (j < source.length && depth > 0) {
        if (source[j] === '{') depth++;
        else if (source[j] === '}') depth--;
        j++;
      }
      const body = source.slice(open + 1, j - 1);
      if (prelude.startsWith('@')) walk(body, [...atRules, prelude]);
      else {
        const declarations = new Map();
        for (const match of body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);?/g))
          declarations.set(match[1], match[2].trim());
        blocks.push({ selector: prelude, atRules, declarations });
      }
      i = j;
    }
  };
  walk(text, []);
  return blocks;
}

/** The scales styles.css imports, in its order. */
export function importedScales() {
  const styles = readFileSync(join(root, 'packages/ui/src/styles.css'), 'utf8');
  return [...styles.matchAll(/tokens\/colors\/([a-z]+)\.css/g)].map((m) => m[1]);
}

/** The product's theme settings, read from themeConfig.ts. */
export function themeSettings() {
  const source = readFileSync(join(root, 'packages/ui/src/theme/themeConfig.ts'), 'utf8');
  const read = (/** @type {string} */ key) => new RegExp(`${key}: '([^']+)'`).exec(source)?.[1];
  return {
    radius: read('radius') ?? 'medium',
    scaling: read('scaling') ?? '100%',
    grayColor: read('grayColor') ?? 'gray',
  };
}

/**
 * Evaluates a Radix length: `calc(12px * var(--scaling) * var(--radius-factor))` with the given variables.
 * @param {string} value
 * @param {Record<string, string>} variables
 */
export function evaluateLength(value, variables) {
  const substituted = value.replace(/var\((--[\w-]+)\)/g, (_, name) => variables[name] ?? `var(${name})`);
  const calc = /^calc\((.*)\)$/.exec(substituted.trim());
  const expression = calc ? calc[1] : substituted.trim();
  const factors = expression.split('*').map((f) => f.trim());
  let unit = '';
  let product = 1;
  for (const factor of factors) {
    const match = /^(-?[\d.]+)([a-z%]*)$/.exec(factor);
    if (!match) return substituted;
    if (match[2]) unit = match[2];
    product *= Number(match[1]);
  }
  return `${Number(product.toFixed(4))}${unit}`;
}

/**
 * The value each documented variable must show on the Foundations pages, by table.
 * @param {'light' | 'dark'} appearance
 * @returns {Map<string, Map<string, string | null>>} table id → variable → value (null: listed, value not compared)
 */
export function expectedTokens(appearance) {
  /** @type {Map<string, Map<string, string | null>>} */
  const tables = new Map();
  const { grayColor } = themeSettings();
  for (const scale of importedScales()) {
    // Under the theme, `--gray-N` is the theme's gray (themeConfig.grayColor: slate).
    const source = scale === 'gray' ? grayColor : scale;
    const blocks = parseBlocks(readFileSync(join(radixTokens, 'colors', `${source}.css`), 'utf8'));
    const block = blocks.find(
      (b) =>
        b.atRules.length === 0 &&
        (appearance === 'dark' ? /\.dark\b/.test(b.selector) : /:root|\.light\b/.test(b.selector)) &&
        b.declarations.has(`--${source}-1`),
    );
    if (!block) throw new Error(`no ${appearance} block for ${source} in the Radix tokens`);
    const table = new Map();
    for (const [name, value] of block.declarations) {
      const step = new RegExp(`^--${source}-(\\d+)$`).exec(name)?.[1];
      if (step) table.set(`--${scale}-${step}`, value.toLowerCase());
    }
    tables.set(`colour-${scale}`, table);
  }

  const base = parseBlocks(readFileSync(join(radixTokens, 'base.css'), 'utf8'));
  const { radius, scaling } = themeSettings();
  const plain = base.filter((b) => b.atRules.length === 0);
  const variable = (/** @type {string} */ selector, /** @type {string} */ name) =>
    plain.find((b) => b.selector.includes(selector) && b.declarations.has(name))?.declarations.get(name);
  const variables = {
    '--scaling': variable(`[data-scaling='${scaling}']`, '--scaling') ?? '1',
    '--radius-factor': variable(`[data-radius='${radius}']`, '--radius-factor') ?? '1',
  };
  /** @type {Map<string, string>} */
  const declared = new Map();
  for (const block of plain) {
    for (const [name, value] of block.declarations) if (!declared.has(name)) declared.set(name, value);
  }
  const radiusFull = variable(`[data-radius='${radius}']`, '--radius-full');
  if (radiusFull) declared.set('--radius-full', radiusFull);

  /** @param {RegExp} pattern @param {(value: string) => string | null} value */
  const table = (pattern, value) =>
    new Map([...declared].filter(([name]) => pattern.test(name)).map(([name, v]) => [name, value(v)]));
  const length = (/** @type {string} */ v) => evaluateLength(v, variables);
  tables.set('font-size', table(/^--font-size-\d+$/, length));
  tables.set('line-height', table(/^--line-height-\d+$/, length));
  tables.set(
    'font-weight',
    table(/^--font-weight-[a-z]+$/, (v) => v),
  );
  tables.set('space', table(/^--space-\d+$/, length));
  tables.set('radius', table(/^--radius-(\d+|full)$/, length));
  tables.set(
    'shadow',
    table(/^--shadow-\d+$/, () => null),
  );
  return tables;
}
