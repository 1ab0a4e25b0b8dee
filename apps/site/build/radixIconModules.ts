import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { optimize } from 'svgo';
import type { Plugin } from 'vite';

const PACKAGE = '@radix-ui/react-icons';
const ICON_PREFIX = '\0radix-icon:';
const SHARED_ID = '\0radix-icon-shared';
const namedImport = /import\s*\{([^}]*)\}\s*from\s*['"]@radix-ui\/react-icons['"];?/g;
// Each icon is `var _excluded$N = ["color"];` then `var XIcon = /*#__PURE__*/forwardRef(…);`.
const iconStart = /^var _excluded(?:\$[\w$]+)? = \["color"\];\nvar (\w+) = \/\*#__PURE__\*\/forwardRef\(/gm;

interface IconSource {
  /** The helper every icon uses (`_objectWithoutPropertiesLoose`). */
  shared: string;
  icons: Map<string, string>;
}

/** Cuts the package's single ESM file into its shared helper and the code of each icon. */
function readIconSource(): IconSource {
  const file = createRequire(import.meta.url).resolve(`${PACKAGE}/dist/react-icons.esm.js`);
  const code = readFileSync(file, 'utf8');
  const starts = [...code.matchAll(iconStart)];
  const exportAt = code.lastIndexOf('\nexport {');
  const exported =
    code
      .slice(exportAt)
      .match(/\{([^}]*)\}/)?.[1]
      ?.split(',')
      .map((name) => name.trim()) ?? [];
  const icons = new Map<string, string>();
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.index ?? exportAt;
    icons.set(start[1]!, code.slice(start.index, end).trim());
  });
  const header = "import { forwardRef, createElement } from 'react';";
  if (!code.startsWith(header) || icons.size === 0 || exported.some((name) => !icons.has(name))) {
    throw new Error(`${PACKAGE}: ${file} is not laid out as the radix-icon-modules plugin expects`);
  }
  return { shared: code.slice(header.length, starts[0]!.index), icons };
}

const pathData = /\bd: "([^"]+)"/g;

/**
 * An icon's path data rewritten as SVGO writes it (relative commands, shorthand curves, three decimals on the
 * 15-unit grid: a thousandth of a pixel at the icons' sizes). Radix draws with absolute five-digit coordinates:
 * the landing page's icons were a quarter of its JavaScript beyond React and the router.
 */
export function compactPathData(d: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 15 15"><path d="${d}"/></svg>`;
  // Only rewrites that stay within the precision: no curve approximated by an arc (by default within half a
  // percent of the radius) nor arcs rounded beyond it.
  const params = { floatPrecision: 3, makeArcs: { threshold: 0, tolerance: 0 }, smartArcRounding: false };
  const { data } = optimize(svg, { plugins: [{ name: 'convertPathData', params }] });
  const compact = /\bd="([^"]+)"/.exec(data)?.[1];
  if (!compact) throw new Error(`svgo returned no path for ${d.slice(0, 40)}…`);
  return compact;
}

/**
 * Gives every Radix icon a module of its own. The package ships all icons in one ESM module; Rolldown
 * tree-shakes it but keeps the icons that any chunk uses in the one chunk that holds the module — the entry —
 * so the landing page downloaded the icons of every page. Same code, split per icon: each icon lands in the
 * chunks that use it.
 */
export function radixIconModules(): Plugin {
  let source: IconSource | undefined;
  return {
    name: 'radix-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: { exclude: /node_modules/ }, code: PACKAGE },
      handler(code) {
        // As many lines out as in: the rest of the file keeps its place in the source map.
        const rewritten = code.replace(namedImport, (statement, specifiers: string) => {
          const imports = specifiers
            .split(',')
            .map((specifier) => specifier.trim())
            .filter(Boolean)
            .map((specifier) => {
              const [imported, local = imported] = specifier.split(/\s+as\s+/);
              if (!imported || imported.startsWith('type ')) {
                this.error(`${PACKAGE}: unsupported import specifier "${specifier}"`);
              }
              return `import { ${imported} as ${local} } from '${ICON_PREFIX}${imported}';`;
            });
          return imports.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
        });
        return rewritten === code ? undefined : { code: rewritten, map: null };
      },
    },
    resolveId: {
      filter: { id: /^\0radix-icon/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0radix-icon/ },
      handler(id) {
        source ??= readIconSource();
        if (id === SHARED_ID) return `${source.shared}\nexport { _objectWithoutPropertiesLoose };`;
        const name = id.slice(ICON_PREFIX.length);
        const icon = source.icons.get(name);
        if (!icon) this.error(`${PACKAGE} has no icon named ${name}`);
        return [
          "import { forwardRef, createElement } from 'react';",
          `import { _objectWithoutPropertiesLoose } from '${SHARED_ID}';`,
          icon.replace(pathData, (_, d: string) => `d: ${JSON.stringify(compactPathData(d))}`),
          `export { ${name} };`,
        ].join('\n');
      },
    },
  };
}
