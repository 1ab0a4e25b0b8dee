import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';

/** The stylesheet link Vite writes into index.html (one: the ui's styles and Radix Themes). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/;

export function stylesheetHref(template: string): string {
  const href = STYLESHEET_LINK.exec(template)?.[1];
  if (!href) throw new Error('prerender: index.html links no stylesheet');
  return href;
}

// A pseudo-class or pseudo-element other than :is, :where, :not and :has, with its argument if it has one.
const STATE = /(?<!\\)::?(?!(?:is|where|not|has)\()[a-z-]+(?:\((?:[^()]|\([^()]*\))*\))?/gi;
// A :not() whose argument names a state: true of the element at rest, so it is dropped altogether.
const NOT_A_STATE =
  /(?<!\\):not\((?:[^()]|\([^()]*\))*?(?<!\\)::?(?!(?:is|where|not|has)\()[a-z-](?:[^()]|\([^()]*\))*\)/gi;

/**
 * The selector to look for in the page's markup, for a rule to be kept. Beasties' own normalisation drops
 * every pseudo-class with its argument, which turns Radix Themes' `:where(.radix-themes)` (its tokens, the
 * page background) and `:where(html, body)` into nothing, and so leaves them out. Here `:where()` becomes
 * `:is()` (the matcher knows it), and a state (hover, focus, ::before, :first-child…) becomes `:is(*)`: the rule
 * is kept when its element is in the page, whatever state it is in. A `:not()` that names a state is dropped
 (in a list, it leaves `*`).
 */
export function selectorToMatch(selector: string): string {
  return (
    selector
      .replace(NOT_A_STATE, '')
      .replace(/:where\(/gi, ':is(')
      .replace(STATE, ':is(*)')
      // A list alternative that was a :not() of a state: any element.
      .replace(/\(\s*,/g, '(*,')
      .replace(/,\s*\)/g, ',*)')
      .trim() || '*'
  );
}

/** Beasties with `selectorToMatch` instead of its own normalisation. */
class PageBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    return selectorToMatch(selector);
  }
}

/**
 * Every `@font-face` rule of the stylesheet. Beasties keeps those of the families a `font-family` names, but
 * Radix Themes names its faces through custom properties (`--default-font-family`), which it does not follow:
 * without them the text would be drawn in a fallback face until the stylesheet arrives. A face costs nothing
 * until text in its family and unicode range is drawn, so all are kept (33 rules, about 1 kB compressed).
 */
export function fontFacesOf(stylesheet: string): string {
  return (stylesheet.match(/@font-face\s*\{[^}]*\}/g) ?? []).join('');
}

/**
 * The rules of the built stylesheet that a page's markup uses, in the stylesheet's order: every selector
 * matched against the union of the page's variants (English and French, light and dark), so whichever variant
 * the app ends up rendering — the visitor's, when the server sent another — is styled before the rest
 * arrives. Hover, focus and other states count as used when their element is there (Beasties drops the
 * pseudo-class before matching); every `@font-face` rule, and keyframes for the animations used. Nothing is removed from the stylesheet itself: it still loads, after the first paint.
 */
export async function criticalCssOf(outDir: string, template: string, markups: string[]): Promise<string> {
  const href = stylesheetHref(template);
  // Read here too, so a missing file fails the build loudly (Beasties would only warn).
  const stylesheet = readFileSync(join(outDir, href), 'utf8');
  const beasties = new PageBeasties({
    path: outDir,
    publicPath: '/',
    // Only the <style> Beasties produces is used: what it does to the link does not matter (prerenderedHtml.ts
    // makes it non-blocking without the inline event handler Beasties would add, which the CSP forbids).
    inlineFonts: true,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: false,
    keyframes: 'critical',
    compress: true,
    logLevel: 'warn',
  });
  const probe = `<!doctype html><html class="light dark"><head><link rel="stylesheet" href="${href}"></head><body>${markups.join('')}</body></html>`;
  const processed = await beasties.process(probe);
  const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (css === undefined) throw new Error(`prerender: no critical CSS could be taken from ${href}`);
  return fontFacesOf(stylesheet) + css;
}
