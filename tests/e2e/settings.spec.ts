import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { latestCode, loginThroughForm, newLearner, signedInLearner, uniqueEmail } from './support';

test('a new name shows in the avatar initials', async ({ page }) => {
  await signedInLearner(page, newLearner('profile'));
  await page.goto('/settings');
  await page.getByLabel('First name').fill('Linus');
  await page.getByLabel('Last name').fill('Torvalds');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page.getByRole('banner').getByText('LT', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('LT', { exact: true })).toBeVisible();
});

test('a changed password is the one that signs in', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('password'));
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password', { exact: true }).fill(learner.password);
  await page.getByLabel('New password', { exact: true }).fill('Another-2026!');
  await page.getByLabel('Confirm new password').fill('Another-2026!');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  await page.context().clearCookies();
  await loginThroughForm(page, learner.email, learner.password);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Another-2026!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the email changes with the code sent to the new address', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('email'));
  const newEmail = uniqueEmail('moved');
  await page.goto('/settings');
  await page.getByLabel('Email address').fill(newEmail);
  await page.getByRole('button', { name: 'Send Code' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Current password').fill(learner.password);
  await dialog.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText('Verification code sent to the new email.')).toBeVisible();

  const code = await latestCode(page.request, newEmail);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email updated successfully.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(newEmail);

  await page.context().clearCookies();
  await loginThroughForm(page, newEmail, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});
