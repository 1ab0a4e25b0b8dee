import { expect, test, type Page } from '@playwright/test';

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
