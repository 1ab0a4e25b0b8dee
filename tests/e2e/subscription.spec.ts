import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { newLearner, signedInLearner } from './support';

test('subscribing through the sandbox checkout activates Premium and shows in orders with its receipt', async ({
  page,
}) => {
  await signedInLearner(page, newLearner('premium'));
  await page.goto('/subscription');
  await expect(page.getByText('Inactive')).toBeVisible();

  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  await page.getByRole('button', { name: /^Sandbox checkout/ }).click();

  // Activated in place once the server has checked the subscription with the provider.
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subscribe Now' })).toHaveCount(0);

  await page.goto('/orders');
  await expect(page.getByText('Premium').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Receipt R-\d{6} \(PDF\)$/ }).first()).toBeVisible();
});

test('a payment that cannot be verified shows the failure with a way back', async ({ page }) => {
  await signedInLearner(page, newLearner('unpaid'));
  await page.goto('/success?token=SANDBOX-UNKNOWN&PayerID=SANDBOX-PAYER');
  await expect(page.getByText('Payment failed')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Subscription' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the cancel page offers to try again or stay on the free plan', async ({ page }) => {
  await signedInLearner(page, newLearner('cancel'));
  await page.goto('/cancel');
  await expect(page.getByText('Payment Cancelled')).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Free Plan' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
