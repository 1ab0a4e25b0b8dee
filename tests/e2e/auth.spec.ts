import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import {
  appTookOver,
  apiCall,
  latestCode,
  latestMail,
  loginThroughForm,
  navigateInApp,
  newLearner,
  signedInLearner,
  toast,
} from './support';

const protectedPaths = [
  '/dashboard',
  '/dashboard/courses',
  '/orders',
  '/subscription',
  '/success',
  '/cancel',
  '/settings',
  // /course/{id} is open to visitors (a preview, courses-labs.spec.ts).
  '/tps',
];

test('sign-up with the emailed code lands on the dashboard', async ({ page }) => {
  const learner = newLearner('signup');
  await page.goto('/signup');
  await appTookOver(page);
  await page.getByLabel('First name').fill(learner.firstName);
  await page.getByLabel('Last name').fill(learner.lastName);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText(learner.email)).toBeVisible();
  const code = await latestCode(page.request, learner.email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`${learner.firstName} ${learner.lastName}`).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('pendingEmail'))).toBeNull();
});

test('signing up with a taken email says so on the email field', async ({ page }) => {
  await page.goto('/signup');
  // The terms checkbox is the app's: a click on the pre-rendered one before the app runs does nothing.
  await appTookOver(page);
  await page.getByLabel('First name').fill('Demo');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('Email').fill('demo@kafka-learning.dev');
  await page.getByLabel('Password', { exact: true }).fill('Streams-2026!');
  await page.getByLabel('Confirm password').fill('Streams-2026!');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('This email is already in use.')).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);
});

test('the verify page without a pending email sends the visitor back to sign-up', async ({ page }) => {
  await page.goto('/verify');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(toast(page, 'No email found. Please register again.')).toBeVisible();
});

test('login and logout, with a wrong password first', async ({ page }) => {
  const learner = newLearner('login');
  await signedInLearner(page, learner);
  await page.context().clearCookies();

  await loginThroughForm(page, learner.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Login successful!')).toBeVisible();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor is sent from every protected page to /login, and back after signing in', async ({ page }) => {
  await page.goto('/about');
  for (const path of protectedPaths) {
    await navigateInApp(page, path);
    await expect(page, path).toHaveURL(/\/login$/);
  }
  const learner = newLearner('return');
  await signedInLearner(page, learner);
  await page.context().clearCookies();
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('a signed-in learner is sent from /, /login and /signup to the dashboard', async ({ page }) => {
  await signedInLearner(page, newLearner('redirects'));
  for (const path of ['/', '/login', '/signup']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/dashboard$/);
  }
  // The redirect replaced the entry: back does not return to the page that redirected.
  await page.goto('/about');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('forgot password: the temporary password forces a new one, which then signs in', async ({ page }) => {
  const learner = newLearner('forgot');
  await signedInLearner(page, learner);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByRole('button', { name: 'Send a temporary password' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mail = await latestMail(page.request, learner.email, (m) => /temporary password/i.test(m.subject));
  const temporary = /within 1 hour: (\S+)/.exec(mail.text)?.[1];
  expect(temporary).toBeTruthy();

  await loginThroughForm(page, learner.email, temporary!);
  await expect(page).toHaveURL(/\/change-password$/);
  expect(await page.evaluate(() => localStorage.getItem('tempLogin'))).toBe('true');
  // Every protected page waits until the password is changed.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/change-password$/);

  const fresh = 'Brand-new-2026!';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('Confirm new password').fill(fresh);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('tempLogin'))).toBeNull();
  await page.getByRole('link', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.context().clearCookies();
  await loginThroughForm(page, learner.email, fresh);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a session that ends on the server sends the learner to /login on the next call', async ({ page }) => {
  await signedInLearner(page, newLearner('expired'));
  await page.goto('/orders');
  const refresh = page.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeEnabled();
  await apiCall(page, 'POST', '/users/logout');
  await refresh.click();
  await expect(page).toHaveURL(/\/login$/);
});
