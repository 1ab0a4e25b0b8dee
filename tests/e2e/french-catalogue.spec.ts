import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { failOnMissingMessages } from './support';

// The ui's and the site's French catalogues are chunks of their own (packages/ui/src/i18n/fr,
// apps/site/src/i18n/fr): fetched only for French.
const frenchChunk = /\/assets\/fr-[\w-]+\.js$/;

function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test('an English visitor never downloads the French texts until switching to French', async ({ page }) => {
  const checkMessages = failOnMissingMessages(page);
  const scripts = scriptRequests(page);
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => frenchChunk.test(url))).toEqual([]);

  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(scripts.filter((url) => frenchChunk.test(url))).toHaveLength(2);
  checkMessages();
});

test('a French visitor sees French in the very first render', async ({ page }) => {
  const checkMessages = failOnMissingMessages(page);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'fr');
    // The text of #root the first time anything in it is shown: a page pre-rendered in English is hidden
    // (data-stale-variant) until the app has rendered French.
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root?.textContent || document.documentElement.hasAttribute('data-stale-variant')) return;
      (window as { firstText?: string }).firstText = root.textContent;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
  const firstText = await page.evaluate(() => (window as { firstText?: string }).firstText ?? '');
  // Whatever came first (a loading state or the page), none of it was English.
  expect(firstText).not.toBe('');
  expect(firstText).not.toMatch(/Sign Up|Loading|Home/);
  checkMessages();
});
