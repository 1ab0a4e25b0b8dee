import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { appTookOver, navigateInApp, newLearner, signedInLearner } from './support';

// The public pages without data read the session with plain fetch (apps/site/src/app/session.ts): SWR and the
// API client load only with a page that fetches or sends data. Markers are option names each library keeps
// through minification.
const SWR = 'revalidateOnFocus';
const OPENAPI_FETCH = 'querySerializer';

/** Loads `path` and answers which of the markers the scripts it ran contain. */
async function librariesLoadedBy(page: Page, path: string): Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await page.goto(path);
  await appTookOver(page);
  await expect(page.locator('h1').first()).toBeVisible();
  const scripts = await Promise.all(bodies);
  return [SWR, OPENAPI_FETCH].filter((marker) => scripts.some((body) => body.includes(marker)));
}

for (const path of ['/', '/about', '/articles']) {
  test(`${path} runs without SWR and the API client`, async ({ page }) => {
    expect(await librariesLoadedBy(page, path)).toEqual([]);
  });
}

test('a page with data loads them (the markers are the right ones)', async ({ page }) => {
  expect(await librariesLoadedBy(page, '/pricing')).toEqual([SWR, OPENAPI_FETCH]);
});

test('the header follows the session across pages with and without data, in-app', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('data-layer'));
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // To a page with data and back, without reloading: the session is the same object.
  await navigateInApp(page, '/pricing');
  await expect(page.getByRole('link', { name: 'Go to Premium' })).toBeVisible();
  await navigateInApp(page, '/about');
  await header.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(learner.firstName);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  // Signed out from a page without data: the data pages see it too.
  await navigateInApp(page, '/pricing');
  await expect(page.getByRole('link', { name: 'Go to Premium' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
});
