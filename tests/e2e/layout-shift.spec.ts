import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { holdRequests, observeShifts, shiftsAfterPaint } from './layout-shifts';

// Cumulative layout shift of a hard load, as the browser reports it (PerformanceObserver 'layout-shift'), while
// the data a page draws after its first paint is held back until the app has taken over the pre-rendered page:
// what arrives late must land in space the page already had.

/**
 * How many shifts there were before the late data: counted once the app and the web fonts are in place, so that a
 * font swapping in while the data lands is not blamed on the data.
 */
async function shiftsBeforeRelease(page: Page): Promise<number> {
  // How soon the app takes over is not what this measures: on a loaded 2-core machine /pricing took over 10 s.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return (await shiftsAfterPaint(page)).length;
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

    test('a text face that arrives late moves the page little', async ({ page }) => {
      // The fallback drawn until Inter arrives is Arial or Liberation Sans at Inter's metrics (styles.css): a
      // machine font, so the test needs one of them.
      await page.goto('/favicon.svg');
      const local = await page.evaluate(() =>
        Promise.any(
          ['Arial', 'Liberation Sans'].map((name) => new FontFace('probe', `local("${name}")`).load()),
        ).then(
          () => true,
          () => false,
        ),
      );
      test.skip(!local, 'neither Arial nor Liberation Sans is on this machine');
      await observeShifts(page);
      // Inter held until well after the first paint.
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resume) => setTimeout(resume, 1500));
        await route.continue();
      });
      for (const path of ['/', '/about', '/pricing', '/login']) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const moved = (await shiftsAfterPaint(page)).reduce((sum, shift) => sum + shift.value, 0);
        // In the browser's fallback (DejaVu Sans or Liberation Sans at their own size) lines wrapped otherwise:
        // 0.006-0.093 on these pages; at Inter's metrics at most 0.0016.
        expect(moved, path).toBeLessThan(0.003);
      }
    });
  });
}
