import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { failOnMissingMessages, navigateInApp, newLearner, signedInLearner } from './support';

const unknownPath = '/no-such-page';

const publicPaths = [
  '/',
  '/articles',
  '/contact',
  '/pricing',
  '/login',
  '/signup',
  '/forgot-password',
  '/change-password',
  unknownPath,
];

const signedInPaths = [
  '/dashboard',
  '/dashboard/courses',
  '/orders',
  '/progress',
  '/subscription',
  '/success?token=NOPE&PayerID=NOPE',
  '/cancel',
  '/settings',
  '/course/1',
  '/tps',
];

const notFoundTitle = { en: 'Oops! Page not found', fr: 'Oups ! Page introuvable' };
const siteName = 'Kafka Learning';
const pricingTitle = { en: 'Pricing', fr: 'Tarifs' };

/**
 * Opens each path in turn inside the app; a page counts as shown once its own h1 replaced the previous one
 * (no two neighbours in the lists share a title).
 */
async function visitAll(page: Page, paths: string[], locale: 'en' | 'fr') {
  await page.addInitScript((l) => localStorage.setItem('language', l), locale);
  await page.goto('/about');
  const title = page.locator('h1').first();
  await expect(title).toBeVisible();
  let previous = await title.innerText();
  let previousDocumentTitle = await page.title();
  const documentTitles = new Set<string>();
  for (const path of paths) {
    await navigateInApp(page, path);
    await expect(title, path).not.toHaveText(previous);
    await expect(page.locator('html'), path).toHaveAttribute('lang', locale);
    // Each page names itself in the tab (WCAG 2.4.2), in the page's language.
    await expect(page, path).toHaveTitle(
      path === '/' ? new RegExp(`^${siteName} — `) : new RegExp(` — ${siteName}$`),
    );
    if (path === '/pricing') await expect(page).toHaveTitle(`${pricingTitle[locale]} — ${siteName}`);
    // The tab's title follows the h1 by a render: wait for it to move before counting it.
    await expect.poll(() => page.title(), { message: path }).not.toBe(previousDocumentTitle);
    previousDocumentTitle = await page.title();
    documentTitles.add(previousDocumentTitle);
    // Every path is a real page, except the one meant to be unknown.
    if (path !== unknownPath) await expect(title, path).not.toHaveText(notFoundTitle[locale]);
    previous = await title.innerText();
  }
  expect(documentTitles.size, 'one document title per page').toBe(paths.length);
}

for (const locale of ['en', 'fr'] as const) {
  test(`every public page renders in ${locale} without a missing message`, async ({ page }) => {
    const check = failOnMissingMessages(page);
    await visitAll(page, publicPaths, locale);
    // /verify needs the address from sign-up.
    await page.evaluate(() => localStorage.setItem('pendingEmail', 'someone@e2e.test'));
    await page.goto('/verify');
    await expect(page.locator('h1')).toBeVisible();
    check();
  });

  test(`every signed-in page renders in ${locale} without a missing message`, async ({ page }) => {
    const check = failOnMissingMessages(page);
    await signedInLearner(page, newLearner(`i18n-${locale}`));
    await visitAll(page, signedInPaths, locale);
    check();
  });
}
