import type { Plugin } from 'vite';

const THEME_MODULE = /\/@radix-ui\/themes\/dist\/esm\/components\/theme\.js$/;

/**
 * Radix Themes' root `<Theme>` without the Tooltip provider it wraps around the page. The module imports
 * `Tooltip` from `radix-ui` only for that provider, which brings Radix's tooltip, popper and floating-ui (about
 * 9 kB gzip) into the entry of every page; the site shows no tooltip. The root keeps everything else it renders
 * (the direction provider, the theme element and its context). A Radix Tooltip in the site would need its own
 * `Tooltip.Provider`. The build fails if the module no longer reads as expected (a Radix Themes upgrade).
 */
export function withoutTooltipProvider(code: string): string {
  const tooltipImport = /\bTooltip as ([\w$]+)(,?)/.exec(code);
  if (!tooltipImport) throw new Error('no `Tooltip as …` import');
  const name = tooltipImport[1]!;
  // `React.createElement(Tooltip.Provider,{delayDuration:200},child)` → `(child)`: the call's own closing
  // parenthesis now closes the parenthesised child.
  const provider = new RegExp(
    `[\\w$]+\\.createElement\\(${name.replace('$', '\\$')}\\.Provider,\\{[^{}]*\\},`,
    'g',
  );
  const providers = code.match(provider) ?? [];
  if (providers.length !== 1)
    throw new Error(`expected one ${name}.Provider element, found ${providers.length}`);
  const stripped = code.replace(provider, '(');
  const importRemoved = tooltipImport[2]
    ? stripped.replace(tooltipImport[0], '')
    : stripped.replace(new RegExp(`,\\s*${tooltipImport[0]}`), '');
  if (new RegExp(`\\b${name.replace('$', '\\$')}\\.`).test(importRemoved))
    throw new Error(`${name} is used beyond the provider`);
  return importRemoved;
}

export function themeWithoutTooltipProvider(): Plugin {
  return {
    name: 'theme-without-tooltip-provider',
    transform: {
      filter: { id: THEME_MODULE },
      handler(code, id) {
        try {
          return { code: withoutTooltipProvider(code), map: null };
        } catch (error) {
          this.error(
            `${id} is not laid out as the theme-without-tooltip-provider plugin expects: ${String(error)}`,
          );
        }
      },
    },
  };
}
