import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { newLearner, signedInLearner } from './support';

// A pre-rendered form is on screen before the app's code arrives. What a visitor types into it then must
// survive the app taking over, and Enter must not let the browser submit the form itself (a GET would put
// the password in the address).
test('text typed into the pre-rendered login form before the app runs is kept', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('early-input'));
  await page.context().clearCookies();

  let release!: () => void;
  const appCode = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await appCode;
    await route.continue();
  });

  // Module scripts hold back DOMContentLoaded: wait for the response and the pre-rendered form only.
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel(/^email$/i);
  const password = page.getByLabel(/^password$/i);
  await expect(email).toBeVisible();
  await email.fill(learner.email);
  await password.fill(learner.password);
  await password.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(email).toHaveValue(learner.email);
  await expect(password).toHaveValue(learner.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
