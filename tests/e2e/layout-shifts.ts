// Layout shifts of a hard load as the browser reports them (PerformanceObserver 'layout-shift'), and API calls
// held back so the data a page draws late can be released once the app has taken over.
import type { Page, Route } from '@playwright/test';

export interface Shift {
  value: number;
  /** The shifted elements, as `tag.className`. */
  sources: string[];
}

/** Records every shift without recent input from the page's start on (call before `goto`). */
export async function observeShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map(({ node }) =>
          node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, once two frames have been drawn after the last change. */
export async function shiftsAfterPaint(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { layoutShifts: Shift[] }).layoutShifts)),
        ),
      ),
  );
}

/** Holds the API calls matching `pattern` until `release()`; they then reach the server as usual. */
export async function holdRequests(page: Page, pattern: string | RegExp) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
