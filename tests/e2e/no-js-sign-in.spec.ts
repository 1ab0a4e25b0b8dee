import { expect, test } from '@playwright/test';
import { API, newLearner, signedInLearner } from './support';

// Spec decision 88: the sign-in form is a plain HTML form the server takes when the browser sends it itself —
// without JavaScript, or before the app's code has arrived — and its refusals come back in the page's language.
for (const { locale, address, labels } of [
  {
    locale: 'en',
    address: '/login',
    labels: { password: 'Password', submit: 'Sign in', refused: 'Login failed' },
  },
  {
    locale: 'fr',
    address: '/fr/login',
    labels: { password: 'Mot de passe', submit: 'Se connecter', refused: 'Échec de la connexion' },
  },
] as const) {
  test(`signing in at ${address} works without JavaScript (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await signedInLearner(page, newLearner(`no-js-${locale}`));
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const visitor = await context.newPage();
    await visitor.goto(address);
    await visitor.getByLabel('Email').fill(learner.email);
    await visitor.getByLabel(labels.password, { exact: true }).fill('not-the-password');
    await visitor.getByRole('button', { name: labels.submit }).click();
    await expect(visitor).toHaveURL(new RegExp(`${address}\\?error=AUTH_INVALID_CREDENTIALS$`));
    await expect(visitor.getByRole('alert')).toContainText(labels.refused);
    await expect(visitor.locator('html')).toHaveAttribute('lang', locale);

    await visitor.getByLabel('Email').fill(learner.email);
    await visitor.getByLabel(labels.password, { exact: true }).fill(learner.password);
    await visitor.getByRole('button', { name: labels.submit }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    // Signed in for real: the session cookie the server set is the API's.
    const me = await visitor.request.get(`${API}/users/me`);
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(learner.email);
    await context.close();
  });
}

test('the refused page hydrates as sent, and the app signs in from it', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('no-js-then-app'));
  await page.context().clearCookies();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/fr/login?error=AUTH_INVALID_CREDENTIALS');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect.');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems.filter((text) => /hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(text))).toEqual(
    [],
  );
});
