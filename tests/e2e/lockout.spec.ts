// Issue 28's lockout sequence, in two browsers: a temporary password is asked for and signed in with on one
// device, which is then lost before a new password is chosen. Signing in with the old password on the other
// device (the mail says it remains valid) opens the dashboard, not "Choose a new password", and the temporary
// session is over (decision 64). Then the refusal's way out, "Send a new temporary password". English and French.
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { appTookOver, latestMail, loginThroughForm, newLearner, signedInLearner } from './support';

const texts = {
  en: {
    chooseNew: 'Choose a new password',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    change: 'Change password',
    refusal: 'Only the session signed in with the temporary password can set the new password.',
    requestNew: 'Send a new temporary password',
    forgotTitle: 'Forgot your password?',
    askTemporary: 'Send a temporary password',
  },
  fr: {
    chooseNew: 'Choisissez un nouveau mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    change: 'Changer le mot de passe',
    refusal: 'Seule la session ouverte avec le mot de passe temporaire peut définir le nouveau mot de passe.',
    requestNew: 'Envoyer un nouveau mot de passe temporaire',
    forgotTitle: 'Mot de passe oublié ?',
    askTemporary: 'Recevoir un mot de passe temporaire',
  },
} as const;

/** Asks for a temporary password through the Forgot password form; the new one from the mail (not `previous`). */
async function askTemporaryPassword(page: Page, email: string, submit: string, previous?: string) {
  await page.goto('/forgot-password');
  await appTookOver(page);
  await page.getByLabel(/^email$/i).fill(email);
  await page.getByRole('button', { name: submit }).click();
  const pattern = /(?:within 1 hour|temporaire) ?: (\S+)/;
  const mail = await latestMail(page.request, email, (m) => {
    const found = pattern.exec(m.text)?.[1];
    return found !== undefined && found !== previous;
  });
  return pattern.exec(mail.text)![1]!;
}

for (const language of ['en', 'fr'] as const) {
  const t = texts[language];

  test(`a lost temporary-password session locks no one out: the old password opens the dashboard (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const inLanguage = async (target: Page | BrowserContext) => {
      if (language === 'fr') await target.addInitScript(() => localStorage.setItem('language', 'fr'));
    };
    // The learner's usual device, signed in with the password it has always had.
    await inLanguage(page);
    const learner = await signedInLearner(page, newLearner(`lockout-${language}`));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Another device asks for a temporary password and signs in with it: every other session ends.
    const other: BrowserContext = await browser.newContext({ baseURL });
    try {
      await inLanguage(other);
      const lost = await other.newPage();
      const temporary = await askTemporaryPassword(lost, learner.email, t.askTemporary);
      await loginThroughForm(lost, learner.email, temporary);
      await expect(lost).toHaveURL(/\/change-password$/);
      await expect(lost.getByRole('heading', { name: t.chooseNew })).toBeVisible();
      // …and that tab is lost before a new password is chosen: it is never used again until the end.

      // Back on the usual device, signed out by the temporary sign-in: the mail says the old password remains
      // valid. It does, and it opens the whole app, not "Choose a new password".
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await loginThroughForm(page, learner.email, learner.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/tests');
      await expect(page).toHaveURL(/\/tests$/);
      await page.reload();
      await expect(page).toHaveURL(/\/tests$/);
      await expect(page.getByRole('heading', { name: t.chooseNew })).toHaveCount(0);

      // Whoever held the temporary session is signed out, and the temporary password was single-use.
      await lost.goto('/dashboard');
      await expect(lost).toHaveURL(/\/login$/);
      await loginThroughForm(lost, learner.email, temporary);
      await expect(lost.getByRole('alert').first()).toBeVisible();
      await expect(lost).toHaveURL(/\/login$/);

      // The refusal, and its way out. Since decision 64 no browser sequence reaches it (a temporary sign-in
      // ends every other session; the old password cancels the pending change), so the server's refusal is
      // stood in for here, on a real forced-change page: the page must offer a new temporary password, which
      // signs out and opens Forgot password.
      const second = await askTemporaryPassword(lost, learner.email, t.askTemporary, temporary);
      await loginThroughForm(lost, learner.email, second);
      await expect(lost).toHaveURL(/\/change-password$/);
      await lost.route('**/users/change-forgot-password', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            code: 'PASSWORD_CHANGE_OTHER_SESSION',
            message: 'Only the session signed in with the temporary password can set the new password',
          }),
        }),
      );
      await lost.getByLabel(t.newPassword, { exact: true }).fill('Another-2026!x');
      await lost.getByLabel(t.confirm, { exact: true }).fill('Another-2026!x');
      await lost.getByRole('button', { name: t.change }).click();
      await expect(lost.getByText(t.refusal)).toBeVisible();
      await lost.getByRole('button', { name: t.requestNew }).click();
      await expect(lost).toHaveURL(/\/forgot-password$/);
      await expect(lost.getByRole('heading', { name: t.forgotTitle })).toBeVisible();
      await lost.goto('/dashboard');
      await expect(lost).toHaveURL(/\/login$/);
    } finally {
      await other.close();
    }
  });
}
