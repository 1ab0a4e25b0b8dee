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

// Issue 27: the server knows which providers it offers, so its sign-in and sign-up pages come with their buttons
// (they were the pages' largest paint, drawn once the app had asked for the list). The app draws the same
// without asking; without JavaScript the button is a plain link that signs in.
test('the provider buttons are in the first HTML, work without JavaScript, and the app draws them without asking', async ({
  page,
  browser,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/users/identity-providers')) asked.push(request.url());
  });
  for (const path of ['/login', '/fr/signup', '/login?error=AUTH_INVALID_CREDENTIALS']) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toMatch(/<a [^>]*data-provider="demo"(?![^>]*hidden)[^>]*>/);
    expect(html, path).toMatch(/<a [^>]*data-provider="google"[^>]*hidden=""[^>]*>/);
    await appTookOver(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const lang = path.startsWith('/fr') ? 'fr' : 'en';
    await expect(page.getByRole('link', { name: BUTTON[lang] })).toBeVisible();
    await expect(page.locator('a[data-provider]:visible')).toHaveCount(1);
  }
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: BUTTON.en }).click();
  const name = `idp-nojs-${Date.now().toString(36)}`;
  await visitor.locator('input[name="login"]').fill(name);
  await visitor.locator('input[name="password"]').fill('any password');
  await visitor.locator('button[type="submit"]').click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  const me = await visitor.request.get('/elearning/api/users/me');
  expect(((await me.json()) as { email: string }).email).toBe(`${name}@demo-idp.test`);
  await context.close();
});
