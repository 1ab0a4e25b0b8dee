import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { signInFreshLearner } from './exam-support';
import { appTookOver } from './support';

// On a slow phone the next page's code can take a second to arrive, and the router changes nothing on screen
// until it has: a press on a link looked ignored.
test('a bar shows while the next page loads, and goes when it has come', async ({ page }) => {
  await signInFreshLearner(page, 'nav-progress');
  await page.goto('/dashboard');
  await appTookOver(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/settings-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('progressbar', { name: 'Loading the page' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  release();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});
