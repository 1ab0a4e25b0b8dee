import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { failOnMissingMessages } from './support';

test('the sign-up checkbox links the Terms and the Privacy Policy, which are real pages', async ({
  page,
}) => {
  const noMissing = failOnMissingMessages(page);
  await page.goto('/signup');
  const terms = page.getByRole('link', { name: 'Terms of Service' }).first();
  await expect(terms).toHaveAttribute('href', '/terms');
  await terms.click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page.getByText('404')).toHaveCount(0);
  await expect(page).toHaveTitle('Terms of Service — Kafka Learning');

  await page.goBack();
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Cookies and local storage/ })).toBeVisible();
  noMissing();
});

test('the footer links both legal pages, in French too', async ({ page }) => {
  const noMissing = failOnMissingMessages(page);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto('/about');
  const legal = page.getByRole('list', { name: 'Mentions légales' });
  await legal.getByRole('link', { name: /Conditions d.utilisation/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Conditions d.utilisation/ })).toBeVisible();
  await expect(page).toHaveTitle(/^Conditions d.utilisation — Kafka Learning$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('PayPal');
  noMissing();
});
