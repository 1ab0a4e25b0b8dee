import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { seededTests, signInFreshLearner } from './exam-support';

test("the catalogue's purchase modal links the Premium plan", async ({ page }) => {
  await signInFreshLearner(page, 'premium-link');
  const { ccdak } = await seededTests(page);
  await page.goto('/tests');
  await page
    .getByRole('main')
    .locator('.rt-Card')
    .filter({ has: page.getByRole('heading', { name: ccdak.title, exact: true }) })
    .getByRole('button', { name: /^Unlock Test/ })
    .click();
  const dialog = page.getByRole('dialog', { name: ccdak.title, exact: true });
  await expect(dialog).toContainText('Want every premium test? The Premium plan unlocks them all.');
  await dialog.getByRole('link', { name: 'See the Premium plan' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
