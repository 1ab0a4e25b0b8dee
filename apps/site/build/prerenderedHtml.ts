/** Under the site's output folder: `<locale>-<appearance>/<page>.html` and `manifest.json`. */
export const PRERENDERED_DIR = 'prerendered';

/** What the server needs to pick a file: shared with apps/api/src/http/site.ts by shape only. */
export interface PrerenderManifest {
  /** Each public page's address in each language → the page (spec decision 87). */
  pages: Record<string, PageAddress>;
  /** Where French addresses start (`/fr`): the not-found page under it is French. */
  frenchPrefix: string;
  /** The not-found page's file, sent with 404 for a path no route matches. */
  notFound: string;
  /** The signed-in pages' loading state, sent for every app route without a page of its own. */
  appShell: string;
  /** Signed-in path → its own shell (its loading state in the signed-in frame). */
  appShells: Record<string, string>;
  /**
   * Signed-in route pattern (`/tests/results/:historyId`) → the template the server renders it into for a
   * signed-in learner (src/app/serverHtml.ts).
   */
  signedInPages: Record<string, string>;
  /** The site's server-side bundle (src/entry-server.tsx), for those renders: relative to the site's folder. */
  serverEntry: string;
  /** Every route pattern of the app (`/tests/:id`): those without a pre-rendered page get the shell. */
  appRoutes: string[];
}

/** A public page at one of its addresses. */
export interface PageAddress {
  /** The file inside the language's variant folders (`fr-dark/about.html`). */
  file: string;
  /** The language this address carries. */
  locale: 'en' | 'fr';
  /** The page's address in each language, for `hreflang` links and the sitemap. */
  alternates: { en: string; fr: string };
  /** Listed in sitemap.xml (not the pages only reached from another: verify, forgot password). */
  inSitemap: boolean;
  /** The server takes this page's form (a POST to its address) before the app runs, or without JavaScript. */
  form?: 'login' | 'signup' | 'verify' | 'contact' | 'forgotPassword';
  /** The page with each outcome the server sends the visitor back with (`error=CODE`, `sent=1` → file). */
  outcomes?: Record<string, string>;
}

// As public/preferences.js paints before the app runs: the dark theme's page colour behind everything.
const htmlStyle: Record<string, string> = {
  light: 'color-scheme: light',
  dark: 'color-scheme: dark; background-color: var(--color-background)',
};

/**
 * The first paint waits for the page's main landmark to be parsed whole (Chrome 124+; others ignore it). On a
 * slow device the parser yields mid-document and the browser painted what it had: a header whose right-hand group
 * was half there, which moved when the rest arrived (a layout shift at 412 px).
 */
const EXPECT_MAIN = '<link rel="expect" href="#main-content" blocking="render">';

// public/preferences.js marks a variant that is not the visitor's; the app clears the mark once it renders.
const STALE_VARIANT_RULE = 'html[data-stale-variant] #root{visibility:hidden}';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function replaceOnce(html: string, search: RegExp, replacement: string): string {
  if (!search.test(html)) throw new Error(`prerender: index.html has no ${search}`);
  return html.replace(search, () => replacement);
}

/**
 * The page's critical rules inline where the stylesheet link was (the cascade keeps its order: after the
 * Stitches rules), and the link itself with `media="print"`: fetched (preloaded) without blocking the first
 * paint, and switched to `all` once loaded by public/preferences.js and by the app before it starts
 * (src/app/deferredStyles.ts) — external scripts: the CSP allows no inline script nor event handler. Without
 * JavaScript, the `<noscript>` copy loads it as before.
 */
function deferStylesheet(html: string, criticalCss: string): string {
  const link = /<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
  if (!link) throw new Error('prerender: index.html links no stylesheet');
  const deferred = link.replace(/>$/, ' media="print" data-deferred-style>');
  // A print stylesheet is fetched last; the preload fetches it at once (the app waits for it, deferredStyles.ts).
  const preload = link.replace('rel="stylesheet"', 'rel="preload" as="style"');
  const inline = `<style id="critical-css">${criticalCss.replace(/<\//g, '<\\/')}</style>`;
  return html.replace(
    link,
    () => `${preload}\n    ${inline}\n    ${deferred}\n    <noscript>${link}</noscript>`,
  );
}

/** What public/preferences.js adds to the page once it has painted. */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';

/**
 * A pre-rendered page paints from its HTML, its inline rules and its text face; the app's scripts and the whole
 * stylesheet only make it interactive (and style what the app draws later). Linked from the head, they were
 * fetched at high priority beside the font and, on a fast link, arrived before the first paint, which then
 * waited for their parsing (and Lighthouse counted all of them in its first-paint estimate:
 * docs/prerendering.md, "Lighthouse"). They go into a `<template>` instead, inert, and public/preferences.js
 * adds them to the head right after the first frame: the page paints first, then the app loads.
 */
function loadAppAfterFirstPaint(html: string): string {
  const deferred =
    /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="style)"[^>]*>|<link rel="stylesheet"[^>]*data-deferred-style>/g;
  const tags = html.match(deferred) ?? [];
  if (!tags.some((tag) => tag.startsWith('<script')))
    throw new Error('prerender: index.html has no module script');
  const rest = html.replace(deferred, '').replace(/\n(\s*\n)+/g, '\n');
  const template = `<template id="${AFTER_FIRST_PAINT_ID}">\n${tags.map((tag) => `      ${tag}\n`).join('')}    </template>`;
  return replaceOnce(rest, /<\/head>/, `  ${template}\n  </head>`);
}

/**
 * A signed-in page's shell paints from its HTML too, but its largest paint is the page's data, drawn by the app:
 * held back until the first paint (loadAppAfterFirstPaint), the scripts made that one later by a paint
 * (Lighthouse mobile /tests: LCP 4.6-4.9 s → 5.9 s). They stay in the head, asked for at once, at low priority:
 * they do not compete with the first paint for the link (nor, in Lighthouse's estimate, count towards it).
 */
function loadAppAtLowPriority(html: string): string {
  const deferred =
    /<script type="module"[^>]*><\/script>|<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;
  if (!/<script type="module"/.test(html)) throw new Error('prerender: index.html has no module script');
  return html.replace(deferred, (tag) => tag.replace(/>(<\/script>)?$/, ' fetchpriority="low">$1'));
}

/**
 * The built index.html with a rendered page in it: `<html>` says the language and theme (and, for the app,
 * which variant this is), the title is the page's, its styled components' CSS is in the head and #root holds
 * its markup.
 */
export function htmlOfVariant(
  template: string,
  page: {
    html: string;
    css: string;
    title: string;
    locale: string;
    appearance: string;
    /** Script chunks to fetch beside the entry (`<link rel="modulepreload">`). */
    preloads: string[];
    /**
     * A shell is replaced by the app (`data-prerendered="fr dark shell"`), a page hydrated; so is a signed-in
     * page's template, which the server fills per request (`"fr dark signed-in"`, src/app/serverHtml.ts).
     */
    role?: 'page' | 'shell' | 'signed-in';
    /**
     * The stylesheet rules this page uses (build/criticalCss.ts): inlined, and the stylesheet itself then loads
     * without blocking the first paint. Without it the stylesheet stays a blocking link (the shell: the app
     * renders a page the build has not seen).
     */
    criticalCss?: string;
    /** A page with an address per language (`data-address-lang`): it shows that language to a visitor who chose none. */
    localized?: boolean;
  },
): string {
  const { locale, appearance } = page;
  const address = page.localized ? ` data-address-lang="${locale}"` : '';
  let html = replaceOnce(
    template,
    /<html lang="en">/,
    `<html lang="${locale}" class="${appearance}" style="${htmlStyle[appearance]}" data-prerendered="${locale} ${appearance}${page.role && page.role !== 'page' ? ` ${page.role}` : ''}"${address}>`,
  );
  // The ui's SERVER_STYLE_ID: in the browser the ui adds its rules right after this element, so they keep their
  // place against the rest of the page's CSS.
  const title = `<title>${escapeHtml(page.title)}</title>\n    ${EXPECT_MAIN}\n    <style>${STALE_VARIANT_RULE}</style>\n    <style id="ui-styles">${page.css.replace(/<\//g, '<\\/')}</style>`;
  html = replaceOnce(html, /<title>[^<]*<\/title>/, title);
  const preloads = page.preloads
    .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`)
    .join('');
  html = replaceOnce(html, /<\/head>/, `${preloads}  </head>`);
  if (page.criticalCss !== undefined) {
    html = deferStylesheet(html, page.criticalCss);
    html = page.role === 'shell' ? loadAppAtLowPriority(html) : loadAppAfterFirstPaint(html);
  } else if (page.role === 'signed-in') {
    // The server renders the learner's page whole, its largest paint included; the stylesheet blocks that paint
    // (no critical rules for data the build has not seen), and the app's scripts would share the link with it.
    html = loadAppAfterFirstPaint(html);
  }
  return replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
}
