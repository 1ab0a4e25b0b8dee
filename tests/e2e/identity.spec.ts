// Issue 29: on a fresh demo server, "Continue with the demo identity provider" (the local OpenID provider inside
// the demo server, spec decision 70) signs a new learner in, and after signing out signs the same learner in
// again; the same in French.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { apiCall, appTookOver } from './support';

const BUTTON = {
  en: 'Continue with the demo identity provider',
  fr: "Continuer avec le fournisseur d'identité de démonstration",
};

async function me(page: Page) {
  const response = await page.request.get('/elearning/api/users/me');
  expect(response.ok()).toBe(true);
  return (await response.json()) as { id: number; email: string; firstName: string };
}

for (const lang of ['en', 'fr'] as const) {
  test(`the demo identity provider signs a new learner in, then the same learner again (${lang})`, async ({
    page,
  }) => {
    if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    const name = `idp-${lang}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

    // The sign-up page offers it too.
    await page.goto('/signup');
    await appTookOver(page);
    await expect(page.getByRole('link', { name: BUTTON[lang] })).toBeVisible();

    await page.goto('/login');
    await appTookOver(page);
    await page.getByRole('link', { name: BUTTON[lang] }).click();
    // The demo provider's own development sign-in page: any name, any password; the name is the learner.
    await page.locator('input[name="login"]').fill(name);
    await page.locator('input[name="password"]').fill('any password');
    await page.locator('button[type="submit"]').click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const first = await me(page);
    expect(first.email).toBe(`${name}@demo-idp.test`);
    // No provider token in the browser: only the app's own cookies.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.value).join(' ')).not.toMatch(/^ey[\w-]+\.ey/);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/id_token|access_token/);

    await apiCall(page, 'POST', '/users/logout');
    await page.goto('/login');
    await appTookOver(page);
    await expect(page.getByRole('link', { name: BUTTON[lang] })).toBeVisible();
    await page.getByRole('link', { name: BUTTON[lang] }).click();
    // The provider still knows this browser's person: straight back, signed in as the same learner.
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await me(page)).id).toBe(first.id);
  });
}
