import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { addressIn } from './support';

// What a hard load paints before the app's JavaScript runs: public/preferences.js (blocking, in <head>) sets
// <html lang> and the stored theme. The app's bundles (everything under /assets/ that is JavaScript) are held
// back; index.html, the stylesheet and preferences.js load as usual.
async function loadWithoutApp(page: Page, storage: Record<string, string>) {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto('/');
  // The page itself is there (pre-rendered); the app that would hydrate it is not.
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  return page.evaluate(() => {
    const root = document.documentElement;
    return { lang: root.lang, background: getComputedStyle(root).backgroundColor, classes: root.className };
  });
}

test('a stored dark theme and French are applied before the app runs', async ({ page }) => {
  const shown = await loadWithoutApp(page, { theme: 'dark', language: 'fr' });
  expect(shown.lang).toBe('fr');
  expect(shown.classes).toContain('dark');
  // Radix Themes' dark background (--gray-1 of the dark scale), not the white of an unstyled page.
  expect(shown.background).toBe('rgb(17, 17, 17)');
});

test.describe('with a French browser and no stored choice', () => {
  test.use({ locale: 'fr-FR', colorScheme: 'light' });

  test('the browser language is the page language and the light page stays unpainted', async ({ page }) => {
    const shown = await loadWithoutApp(page, {});
    expect(shown.lang).toBe('fr');
    expect(shown.classes).toContain('light');
    expect(shown.background).toBe('rgba(0, 0, 0, 0)');
  });
});

test('a system dark preference is followed when no theme is stored', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', locale: 'en-US' });
  const page = await context.newPage();
  const shown = await loadWithoutApp(page, {});
  expect(shown.lang).toBe('en');
  expect(shown.background).toBe('rgb(17, 17, 17)');
  await context.close();
});

test('once the app runs, the theme paints its own background', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.backgroundColor)).toBe('');
});

// A pre-rendered page inlines the stylesheet rules its markup uses and loads the whole stylesheet without
// blocking (apps/site/build/criticalCss.ts, prerenderedHtml.ts). Held back, the stylesheet must change nothing:
// the page painted from the inlined rules alone is, pixel for pixel, the page once it has arrived.
test.describe('critical CSS', () => {
  const stylesheet = /\/assets\/index-[^/]+\.css$/;
  const variants = [
    { locale: 'en', theme: 'light', viewport: { width: 1280, height: 800 } },
    { locale: 'fr', theme: 'dark', viewport: { width: 390, height: 844 } },
    { locale: 'en', theme: 'dark', viewport: { width: 390, height: 844 } },
    { locale: 'fr', theme: 'light', viewport: { width: 1280, height: 800 } },
  ] as const;

  async function visitAs(page: Page, baseURL: string, locale: string, theme: string) {
    await page.context().addCookies([
      { name: 'language', value: locale, url: baseURL },
      { name: 'theme', value: theme, url: baseURL },
    ]);
    await page.addInitScript(
      (stored) => {
        localStorage.setItem('language', stored.language);
        localStorage.setItem('theme', stored.theme);
      },
      { language: locale, theme },
    );
  }

  /** Holds the stylesheet's response until the returned function is called. */
  async function holdStylesheet(page: Page) {
    const held: (() => Promise<void>)[] = [];
    await page.route(stylesheet, (route) => {
      held.push(() => route.continue());
    });
    return async () => {
      expect(held, 'the stylesheet was requested once').toHaveLength(1);
      await Promise.all(held.map((release) => release()));
    };
  }

  for (const path of ['/', '/login', '/pricing', '/about']) {
    for (const { locale, theme, viewport } of variants) {
      test(`${addressIn(locale, path)} in ${locale}, ${theme}, ${viewport.width} px: the first paint is the styled page`, async ({
        page,
        baseURL,
      }, testInfo) => {
        await page.setViewportSize(viewport);
        await visitAs(page, baseURL!, locale, theme);
        // The page as the server sent it: no app (it would re-render), and no stylesheet yet.
        await page.route('**/assets/*.js', (route) => route.abort());
        const release = await holdStylesheet(page);
        await page.goto(addressIn(locale, path), { waitUntil: 'domcontentloaded' });
        await expect(page.locator('#root')).not.toBeEmpty();
        await expect(page.locator('style#critical-css')).toHaveCount(1);
        await expect(page.locator('link[data-deferred-style]')).toHaveAttribute('media', 'print');
        await page.evaluate(() => document.fonts.ready);
        const shot = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
        const inlinedOnly = await shot();

        await release();
        // public/preferences.js applies it once it has arrived.
        await expect(page.locator('link[data-deferred-style]')).toHaveAttribute('media', 'all');
        await page.evaluate(() => document.fonts.ready);
        const whole = await shot();
        if (!inlinedOnly.equals(whole)) {
          await testInfo.attach('inlined rules only', { body: inlinedOnly, contentType: 'image/png' });
          await testInfo.attach('whole stylesheet', { body: whole, contentType: 'image/png' });
        }
        expect(inlinedOnly.equals(whole), 'the page changed when the whole stylesheet arrived').toBe(true);
      });
    }
  }

  test('the app starts once the whole stylesheet is there: what it draws next is styled', async ({
    page,
    baseURL,
  }) => {
    await visitAs(page, baseURL!, 'fr', 'dark');
    const release = await holdStylesheet(page);
    const entry = page.waitForResponse(/\/assets\/index-[^/]+\.js$/);
    await page.goto('/fr/pricing', { waitUntil: 'domcontentloaded' });
    await (await entry).finished();
    // The app's code is there and has run; it waits for the stylesheet before hydrating.
    await page.waitForTimeout(1500);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
    await release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('link[data-deferred-style]')).toHaveAttribute('media', 'all');
  });

  test('without JavaScript the stylesheet loads as before', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const loaded = page.waitForResponse(stylesheet);
    await page.goto(`${baseURL}/login`);
    expect((await loaded).status()).toBe(200);
    // The <noscript> copy is a plain stylesheet: the button has Radix Themes' look, not the browser's.
    const radius = await page
      .getByRole('button', { name: 'Sign in' })
      .evaluate((button) => getComputedStyle(button).borderTopLeftRadius);
    expect(radius).not.toBe('0px');
    await context.close();
  });
});

test('a pre-rendered page fetches the app only after its first contentful paint', async ({ page }) => {
  for (const path of ['/', '/pricing']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const app = performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/assets\/.*\.(js|css)$/.test(name))
        .map((entry) => entry.startTime);
      return { paint, requested: app.length, firstRequest: Math.min(...app) };
    });
    expect(order.requested).toBeGreaterThan(1);
    expect(order.firstRequest).toBeGreaterThanOrEqual(order.paint);
  }
});

test('the app still loads when the browser never reports a first paint', async ({ page }) => {
  // A paint observer that never calls back (a tab sent to the background mid-load reports no paint).
  await page.addInitScript(() => {
    window.PerformanceObserver = class {
      static supportedEntryTypes = ['paint'];
      observe() {}
      disconnect() {}
    } as unknown as typeof PerformanceObserver;
  });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 15_000 });
  await page.getByLabel('Email').fill('someone@example.org');
  await expect(page.getByLabel('Email')).toHaveValue('someone@example.org');
});
