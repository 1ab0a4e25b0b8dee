// The guard of the site build's stylesheet pruning (apps/site/build/prunedStylesheet.ts): `test` with an
// automatic fixture that records every Radix Themes class the app puts in the DOM during a journey (a
// MutationObserver in every page of the test's context, from the first byte of each document) and fails the test
// when one of them has rules in Radix Themes' complete stylesheet but none in the stylesheet the server sends.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type APIRequestContext } from '@playwright/test';

/** The class names a stylesheet's selectors name, unescaped (`.md\:rt-r-size-2` → `md:rt-r-size-2`). */
export function classesOfStylesheet(css: string): Set<string> {
  const names = new Set<string>();
  for (const [, escaped] of css.matchAll(/\.((?:\\.|[A-Za-z0-9_-])+)/g))
    names.add(escaped!.replace(/\\(.)/g, '$1'));
  return names;
}

const radixStylesheets = ['tokens/base.css', 'components.css', 'utilities.css'];
let radixClasses: Set<string> | undefined;
/** The Radix Themes classes that have rules in its complete stylesheets, as the ui package imports them. */
function classesRadixStyles(): Set<string> {
  const require = createRequire(import.meta.url);
  radixClasses ??= new Set(
    radixStylesheets.flatMap((file) => [
      ...classesOfStylesheet(readFileSync(require.resolve(`@radix-ui/themes/${file}`), 'utf8')),
    ]),
  );
  return radixClasses;
}

const servedClasses = new Map<string, Set<string>>();
/** The classes of the stylesheet the server's `/` links (one per build, so read once per worker). */
async function classesServed(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get('/')).text();
  const href = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('the home page links no stylesheet');
  let classes = servedClasses.get(href);
  if (!classes) {
    classes = classesOfStylesheet(await (await request.get(href)).text());
    servedClasses.set(href, classes);
  }
  return classes;
}

declare global {
  interface Window {
    __recordRtClasses?: (names: string[]) => Promise<void>;
    __flushRtClasses?: () => Promise<void>;
  }
}

/** In the page, before any of its scripts: every `rt-` class an element has or gets, sent in batches. */
function observeClasses() {
  const seen = new Set<string>();
  let pending: string[] = [];
  const note = (element: Element) => {
    for (const name of element.classList)
      if (name.includes('rt-') && !seen.has(name)) {
        seen.add(name);
        pending.push(name);
      }
  };
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await window.__recordRtClasses?.(batch);
  };
  let scheduled = false;
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      void flush();
    }, 50);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') note(record.target as Element);
      for (const node of record.addedNodes)
        if (node instanceof Element) {
          note(node);
          node.querySelectorAll('[class]').forEach(note);
        }
    }
    schedule();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  window.__flushRtClasses = async () => {
    document.querySelectorAll('[class]').forEach(note);
    await flush();
  };
}

export const test = base.extend<{ stylesheetClasses: Set<string>; cpuSlowdown: void }>({
  // E2E_CPU_SLOWDOWN=N runs every page of the test's context N times slower (Chromium's CPU throttling), to
  // reproduce what a loaded machine does to the moment the app takes a page over.
  cpuSlowdown: [
    async ({ context }, use) => {
      const rate = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
      if (rate > 1)
        context.on('page', (page) => {
          void context
            .newCDPSession(page)
            .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }))
            .catch(() => undefined);
        });
      await use();
    },
    { auto: true },
  ],
  stylesheetClasses: [
    async ({ context, request }, use, testInfo) => {
      const seen = new Set<string>();
      await context.exposeBinding('__recordRtClasses', (_source, names: string[]) => {
        names.forEach((name) => seen.add(name));
      });
      await context.addInitScript(observeClasses);
      await use(seen);
      for (const page of context.pages())
        await page.evaluate(() => window.__flushRtClasses?.()).catch(() => undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const radix = classesRadixStyles();
      const served = await classesServed(request);
      const unstyled = [...seen].filter((name) => radix.has(name) && !served.has(name)).sort();
      expect(
        unstyled,
        'Radix Themes classes the app put in the DOM whose rules the served stylesheet does not have',
      ).toEqual([]);
    },
    { auto: true },
  ],
});
