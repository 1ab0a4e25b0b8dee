import { expect, type Page, type Route } from '@playwright/test';
import { test } from '../support/stylesheet-classes';

// Cumulative layout shift of a hard load, as the browser reports it (PerformanceObserver 'layout-shift'), while
// the data a page draws after its first paint is held back until the app has taken over the pre-rendered page:
// what arrives late must land in space the page already had.

interface Shift {
  value: number;
  sources: string[];
}

async function observeShifts(page: Page) {
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

/** Holds the API calls matching `pattern` until `release()`; they then reach the server as usual. */
async function holdRequests(page: Page, pattern: string) {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/**
 * How many shifts there were before the late data: counted once the app and the web fonts are in place, so that a
 * font swapping in while the data lands is not blamed on the data.
 */
async function shiftsBeforeRelease(page: Page): Promise<number> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return (await shiftsAfterPaint(page)).length;
}

/** The shifts so far, once two frames have been drawn after the last change. */
async function shiftsAfterPaint(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((done) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => done((window as unknown as { layoutShifts: Shift[] }).layoutShifts)),
        ),
      ),
  );
}

const viewports = {
  phone: { width: 412, height: 823 },
  desktop: { width: 1350, height: 940 },
};

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('the pricing plans arrive without moving the page', async ({ page }) => {
      await observeShifts(page);
      const release = await holdRequests(page, '**/elearning/api/payments/pricing*');
      await page.goto('/pricing');
      const before = await shiftsBeforeRelease(page);
      await expect(page.getByTestId('price-premium')).toHaveCount(0);
      await release();
      await expect(page.getByTestId('price-premium')).toHaveText('$29.99');
      expect((await shiftsAfterPaint(page)).slice(before)).toEqual([]);
    });

    for (const path of ['/', '/login', '/about']) {
      test(`${path}: the demo notice arrives without moving the page`, async ({ page }) => {
        await observeShifts(page);
        const release = await holdRequests(page, '**/elearning/api/payments/config*');
        await page.goto(path);
        const before = await shiftsBeforeRelease(page);
        await release();
        await expect(page.getByRole('complementary', { name: 'Demo server' })).toBeVisible();
        expect((await shiftsAfterPaint(page)).slice(before)).toEqual([]);
      });
    }
  });
}
