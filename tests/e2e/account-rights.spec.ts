// The rights the privacy page promises, self-service in Settings: the data export (a JSON download) and the
// account deletion, confirmed by the password; in English on a desktop and in French on a phone.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { signInFreshLearner } from './exam-support';
import { API, failOnMissingMessages, toast } from './support';

const shots = process.env.TRACE_SHOTS;

test('a learner downloads their data, then deletes the account (desktop, English)', async ({ page }) => {
  const learner = await signInFreshLearner(page, 'rights-en');
  await page.goto('/settings');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Your data' }) });
  await expect(panel).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('kafka-learning-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; firstName: string };
    attempts: unknown[];
    orders: unknown[];
  };
  expect(data.profile).toMatchObject({ email: learner.email, firstName: 'Ada' });
  expect(data.attempts).toEqual([]);
  expect(data.orders).toEqual([]);

  await panel.getByRole('button', { name: 'Delete account…' }).click();
  const password = panel.getByRole('textbox', { name: 'Current password' });
  await expect(password).toBeFocused();
  if (shots) await page.screenshot({ path: `${shots}/settings-delete-desktop-en.png`, fullPage: true });
  // A wrong password is refused in place and nothing is deleted.
  await password.fill('not-my-password');
  await panel.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(panel.getByRole('alert')).toContainText('Your account was not deleted.');
  await password.fill(learner.password);
  await panel.getByRole('button', { name: 'Delete my account for good' }).click();

  await expect(toast(page, 'Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // The account is gone: its password no longer signs in.
  const login = await page.request.post(`${API}/users/login`, {
    data: { email: learner.email, password: learner.password },
    headers: {
      'X-XSRF-TOKEN': (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    },
  });
  expect(login.status()).toBe(401);
});

test('on a phone in French, the deletion is confirmed and said in French', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const missing = failOnMissingMessages(page);
  const learner = await signInFreshLearner(page, 'rights-fr');
  await page.goto('/settings');
  const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Vos données' }) });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole('link', { name: 'Télécharger mes données (JSON)' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/settings-data-phone-fr.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Supprimer le compte…' }).click();
  await panel.getByRole('textbox', { name: 'Mot de passe actuel' }).fill(learner.password);
  if (shots) await panel.screenshot({ path: `${shots}/settings-delete-phone-fr.png` });
  await panel.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click();
  await expect(toast(page, 'Votre compte a été supprimé.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  missing();
});
