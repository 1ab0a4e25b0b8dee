// `npm test` docs step: builds the full static Storybook (`npm run build-storybook`, docs included), serves it
// on 127.0.0.1 and visits, in Chromium, every docs page written in MDX (introduction, foundations, guidelines,
// screens' states, changelog) in English and in French. Each visit must show no console error, be clean for
// axe (the rules of .storybook/a11y.mjs, the ones the stories and the accessibility panel use), and be in its
// language (`lang` and French words on French pages, English on English ones). The Foundations tables are
// compared with the token source (scripts/docs-tokens.mjs) in light and dark, and the Storybook UI must show
// the build's version and commit and the components' status badges.
//
// STORYBOOK_DOCS_STATIC_DIR=<dir> reuses a build; DOCS_CHECK_WORKERS sets the pages visited at once (default 3: a page waits on its stories' frames as much as it computes);
// DOCS_CHECK_FILTER=<regex> visits only the pages whose title matches; DOCS_CHECK_TIMES=1 prints each visit's time.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getViolations, injectAxe } from 'axe-playwright';
import { chromium } from 'playwright';
import { axeRunOptions } from '../.storybook/a11y.mjs';
import { chromiumLaunchOptions } from './browser.mjs';
import { expectedTokens } from './docs-tokens.mjs';
import { serveStatic } from './serve-static.mjs';

const started = Date.now();
const seconds = (/** @type {number} */ from) => ((Date.now() - from) / 1000).toFixed(1);
const locales = /** @type {const} */ (['en', 'fr']);

/** @type {string[]} */
const failures = [];
const fail = (/** @type {string} */ message) => failures.push(message);

let staticDir = process.env.STORYBOOK_DOCS_STATIC_DIR;
let buildSeconds = '0.0';
if (!staticDir) {
  const buildStarted = Date.now();
  const build = spawnSync('npm', ['run', 'build-storybook'], { encoding: 'utf8', env: process.env });
  buildSeconds = seconds(buildStarted);
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    console.error(`docs: npm run build-storybook failed (${buildSeconds}s)`);
    process.exit(1);
  }
  staticDir = 'storybook-static';
}
console.log(
  process.env.STORYBOOK_DOCS_STATIC_DIR
    ? `docs: reusing the Storybook build in ${staticDir}`
    : `docs: npm run build-storybook ${buildSeconds}s`,
);

/** @type {{ entries: Record<string, { id: string, title: string, type: string, importPath: string, tags?: string[] }> }} */
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const only = process.env.DOCS_CHECK_FILTER ? new RegExp(process.env.DOCS_CHECK_FILTER) : undefined;
const docsPages = Object.values(index.entries).filter(
  (e) => e.type === 'docs' && e.importPath.endsWith('.mdx') && (!only || only.test(e.title)),
);
const uiVersion = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')).version;

// The ui's French texts (catalogue values long enough to be unambiguous and plainly French): a story shown
// on a French page shows some of them, one on an English page none.
const frenchCatalogue = readdirSync('packages/ui/src/i18n/fr')
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => Object.values(JSON.parse(readFileSync(join('packages/ui/src/i18n/fr', file), 'utf8'))))
  .filter((text) => typeof text === 'string' && text.length >= 12 && !/[{}<]/.test(text))
  // only texts that cannot be English too (not a name such as "Kafka Learning")
  .filter((text) => /[àâçéèêëîïôûùüœ«»’]|\b(le|la|les|des|du|une|et|pour|vous|votre)\b/i.test(String(text)));

// Function words: a page in French has more French ones than English ones, and the other way round.
const frenchWords = /\b(le|la|les|des|du|une|et|pour|vous|est|dans|avec|sur|qui|pas)\b/gi;
const englishWords = /\b(the|and|you|your|with|of|is|to|for|in|on|that|not)\b/gi;

const server = await serveStatic(staticDir);
const browser = await chromium.launch(chromiumLaunchOptions());
const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/**
 * Opens a docs page with the given globals and waits until it and the stories on it have rendered.
 * @param {import('playwright').Page} page
 * @param {string} id
 * @param {string} globals
 */
async function openDocs(page, id, globals) {
  await page.goto(`${server.url}/iframe.html?viewMode=docs&id=${id}&globals=${globals}`);
  await page.waitForSelector('[data-docs-page]', { timeout: 30_000 });
  // Token tables are filled in after the first render; stories in <Canvas> render after their loaders, those
  // in their own iframe once that has loaded.
  await page.waitForFunction(
    () => {
      const measured = document.querySelectorAll('[data-token]:not([data-value])').length === 0;
      const inline = [...document.querySelectorAll('[data-story-block] [id$="-inner"]')].every(
        (story) => story.childElementCount > 0,
      );
      const framed = [...document.querySelectorAll('#storybook-docs iframe')].every((element) => {
        const frame = /** @type {HTMLIFrameElement} */ (element);
        // Storybook lazy-loads story iframes; the check needs them all, in view or not.
        if (frame.loading === 'lazy') frame.loading = 'eager';
        const doc = frame.contentDocument;
        return (
          doc?.readyState === 'complete' && (doc.querySelector('#storybook-root')?.childElementCount ?? 0) > 0
        );
      });
      return measured && inline && framed;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
}

/** @type {{ page: string, locale: string, violations: number }[]} */
const visits = [];
let axeViolationCount = 0;
let storiesShown = 0;
let frenchTextsSeen = 0;

/**
 * @param {import('playwright').Page} page
 * @param {{ id: string, title: string }} entry
 * @param {'en' | 'fr'} locale
 */
async function visit(page, entry, locale) {
  /** @type {string[]} */
  const errors = [];
  const onConsole = (/** @type {import('playwright').ConsoleMessage} */ message) => {
    // The browser asks the server for /favicon.ico on its own; iframe.html links no icon.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.location().url}: ${message.text()}`);
    }
  };
  const onPageError = (/** @type {Error} */ error) => errors.push(String(error));
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const where = `${entry.title} (${locale})`;
  try {
    const visitStarted = Date.now();
    await openDocs(page, entry.id, `locale:${locale}`);
    const rendered = Date.now() - visitStarted;
    // The page's own text (code, stories and parts marked with another `lang` left out) is in its language;
    // the stories on it (their sample data aside, which is content) show the ui's texts in that language.
    const language = await page.evaluate(() => {
      const root = document.querySelector('[data-docs-page]');
      const lang = root?.getAttribute('lang');
      const clone = /** @type {HTMLElement | undefined} */ (root?.cloneNode(true));
      clone
        ?.querySelectorAll('pre, code, [data-story-block], [data-story-frame]')
        .forEach((el) => el.remove());
      clone?.querySelectorAll('[lang]').forEach((el) => el.getAttribute('lang') !== lang && el.remove());
      // A story in another language than the page's (a states page's default state in French) says so
      // with a `lang` around it.
      const stories = [...document.querySelectorAll('[data-story-block], [data-story-frame]')].map(
        (block) => {
          const frame = block instanceof HTMLIFrameElement ? block : block.querySelector('iframe');
          return {
            lang: block.closest('[lang]')?.getAttribute('lang') ?? lang,
            text: (frame ? frame.contentDocument?.body?.textContent : block.textContent) ?? '',
          };
        },
      );
      return { lang, text: clone?.textContent ?? '', stories };
    });
    const fr = language.text.match(frenchWords)?.length ?? 0;
    const en = language.text.match(englishWords)?.length ?? 0;
    if (language.lang !== locale) fail(`${where}: the page says lang="${language.lang}"`);
    if (locale === 'fr' && fr <= en) fail(`${where}: not in French (${fr} French words, ${en} English)`);
    if (locale === 'en' && en <= fr) fail(`${where}: not in English (${en} English words, ${fr} French)`);
    // French typography (Guidelines/Content): a narrow no-break space before : ; ? ! and inside « ».
    const spacing = locale === 'fr' ? language.text.match(/.{0,20}( [:;?!](?=\s|$)|« | »).{0,10}/g) : null;
    if (spacing)
      fail(
        `${where}: a plain space where French needs a narrow no-break one: ${spacing.slice(0, 3).join(' | ')}`,
      );
    const ownStories = language.stories.filter((story) => story.lang === locale).map((story) => story.text);
    if (ownStories.length) {
      const storyText = ownStories.join('\n');
      const shown = frenchCatalogue.filter((text) => storyText.includes(text)).length;
      if (locale === 'fr' && shown === 0) fail(`${where}: its stories show none of the ui's French texts`);
      if (locale === 'en' && shown > 0) {
        const texts = frenchCatalogue.filter((text) => storyText.includes(text)).join(' | ');
        fail(`${where}: its stories show ${shown} French texts in English: ${texts}`);
      }
      frenchTextsSeen += locale === 'fr' ? shown : 0;
    }
    for (const story of language.stories.filter((s) => s.lang === 'fr' && locale !== 'fr')) {
      if (!frenchCatalogue.some((text) => story.text.includes(text)))
        fail(`${where}: a story marked French shows none of the ui's French texts`);
    }
    storiesShown += language.stories.length;

    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    const violations = await getViolations(page, '#storybook-docs', { ...axeRunOptions, iframes: false });
    axeViolationCount += violations.length;
    for (const v of violations) {
      const nodes = v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('; ');
      fail(`${where}: axe ${v.id} (${v.impact}): ${v.help} at ${nodes}`);
    }
    visits.push({ page: entry.title, locale, violations: violations.length });
    if (process.env.DOCS_CHECK_TIMES)
      console.log(`${where}: rendered ${rendered} ms, checked ${Date.now() - visitStarted} ms`);
  } catch (error) {
    fail(`${where}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  for (const error of errors) fail(`${where}: console error: ${error.slice(0, 300)}`);
}

/**
 * Compares the Foundations tables of a page with the token source.
 * @param {import('playwright').Page} page
 * @param {{ id: string, title: string }} entry
 * @param {'light' | 'dark'} appearance
 */
async function compareTokens(page, entry, appearance) {
  await openDocs(page, entry.id, `locale:en;appearance:${appearance}`);
  /** @type {Record<string, Record<string, string>>} */
  const shown = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-token-table]')].map((table) => [
        table.getAttribute('data-token-table'),
        Object.fromEntries(
          [...table.querySelectorAll('[data-token]')].map((row) => [
            row.getAttribute('data-token'),
            row.getAttribute('data-value') ?? '',
          ]),
        ),
      ]),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const violations = await getViolations(page, '#storybook-docs', { ...axeRunOptions, iframes: false });
  axeViolationCount += violations.length;
  for (const v of violations) {
    const nodes = v.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join('; ');
    fail(`${entry.title} (${appearance}): axe ${v.id} (${v.impact}): ${v.help} at ${nodes}`);
  }
  let compared = 0;
  for (const [tableId, expected] of expectedTokens(appearance)) {
    const rows = shown[tableId];
    if (!rows) continue;
    const missing = [...expected.keys()].filter((name) => !(name in rows));
    const extra = Object.keys(rows).filter((name) => !expected.has(name));
    if (missing.length)
      fail(`${entry.title} (${appearance}): ${tableId} does not document ${missing.join(', ')}`);
    if (extra.length)
      fail(`${entry.title} (${appearance}): ${tableId} documents ${extra.join(', ')}, not in the tokens`);
    for (const [name, value] of expected) {
      if (value === null || !(name in rows)) continue;
      compared++;
      if (rows[name]?.toLowerCase() !== value) {
        fail(`${entry.title} (${appearance}): ${name} shows ${rows[name]}, the token source says ${value}`);
      }
    }
  }
  return { tables: Object.keys(shown).length, compared };
}

const pages = await Promise.all(
  Array.from({ length: Number(process.env.DOCS_CHECK_WORKERS ?? 3) }, () => context.newPage()),
);
const queue = docsPages.flatMap((entry) => locales.map((locale) => ({ entry, locale })));
const visitsStarted = Date.now();
await Promise.all(
  pages.map(async (page) => {
    for (let job = queue.shift(); job; job = queue.shift()) await visit(page, job.entry, job.locale);
  }),
);
const visitSeconds = seconds(visitsStarted);

// Foundations: every table against the token source, in light and dark.
const [page] = pages;
if (!page) throw new Error('no page');
let tokenTables = 0;
let tokensCompared = 0;
const foundations = docsPages.filter((e) => e.title.startsWith('Foundations/'));
for (const entry of foundations) {
  for (const appearance of /** @type {const} */ (['light', 'dark'])) {
    try {
      const { tables, compared } = await compareTokens(page, entry, appearance);
      tokenTables += tables;
      tokensCompared += compared;
    } catch (error) {
      fail(
        `${entry.title} (${appearance}): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
      );
    }
  }
}
if (foundations.length && tokensCompared === 0)
  fail('foundations: no token value was compared with the token source');

// The Storybook UI: the build's version and commit, and the status badges in the sidebar.
const manager = await context.newPage();
/** @type {string[]} */
const managerErrors = [];
manager.on('console', (m) => m.type() === 'error' && managerErrors.push(m.text()));
manager.on('pageerror', (e) => managerErrors.push(String(e)));
await manager.goto(`${server.url}/index.html?path=/docs/introduction--docs`);
const buildInfo = await manager
  .locator('[data-testid="build-info"]')
  .first()
  .textContent({ timeout: 30_000 })
  .catch(() => '');
if (!buildInfo?.includes(`v${uiVersion}`))
  fail(`manager: the brand does not show v${uiVersion}: "${buildInfo}"`);
const commit = spawnSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
if (!process.env.STORYBOOK_DOCS_STATIC_DIR && commit && !buildInfo?.includes(commit)) {
  fail(`manager: the brand does not show commit ${commit}: "${buildInfo}"`);
}
await manager.waitForSelector('[data-status]', { timeout: 30_000 }).catch(() => undefined);
const badges = await manager.evaluate(() => ({
  stable: document.querySelectorAll('[data-status="stable"]').length,
  experimental: document.querySelectorAll('[data-status="experimental"]').length,
}));
if (badges.stable === 0) fail('manager: no "stable" badge in the sidebar');
for (const error of managerErrors) fail(`manager: console error: ${error.slice(0, 300)}`);

await browser.close();
await server.close();

const frVisits = visits.filter((v) => v.locale === 'fr').length;
const enVisits = visits.filter((v) => v.locale === 'en').length;
console.log(
  `docs: ${docsPages.length} docs pages × ${locales.join(', ')}: ${visits.length} visits (${enVisits} en, ${frVisits} fr)` +
    ` in ${visitSeconds}s; axe (${axeRunOptions.runOnly.values.join(', ')}): ${axeViolationCount} violations`,
);
console.log(
  `docs: ${storiesShown} stories shown on the screens' pages; ${frenchTextsSeen} of the ui's French texts seen on French pages`,
);
console.log(
  `docs: foundations: ${foundations.length} pages in light and dark (axe in both), ${tokenTables} tables, ` +
    `${tokensCompared} token values equal to the token source`,
);
console.log(
  `docs: Storybook UI shows "${buildInfo?.trim()}"; sidebar badges: ${badges.stable} stable, ${badges.experimental} experimental`,
);
for (const failure of failures) console.error(`docs: FAILED ${failure}`);
console.log(
  `docs: ${failures.length ? `${failures.length} failures` : 'all checks passed'} in ${seconds(started)}s`,
);
process.exit(failures.length ? 1 : 0);
