import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { newLearner, signedInLearner } from './support';

test('a signed-in visitor sees Dashboard and the account menu on public pages and the 404 page', async ({
  page,
}) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();

  await signedInLearner(page, newLearner('public-signed-in'));
  for (const path of ['/about', '/pricing', '/terms', '/no/such/page']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  }

  await header.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Grace Hopper');
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByText('404')).toBeVisible();

  await signedInLearner(page, newLearner('public-signed-in-2'));
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Go to Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await page.goto('/contact');
  await header.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the public and the signed-in shells show the same logo and the same language control', async ({
  page,
}) => {
  await signedInLearner(page, newLearner('one-logo'));
  const shell = async (path: string) => {
    await page.goto(path);
    const logo = page.getByRole('link', { name: /^Kafka Learning/ }).first();
    await expect(logo).toBeVisible();
    const language = page.getByRole('button', { name: /^Language:/ }).first();
    return {
      mark: await logo.locator('svg').evaluate((svg) => svg.innerHTML),
      language: {
        name: await language.getAttribute('aria-label'),
        text: (await language.innerText()).trim(),
      },
    };
  };
  const publicShell = await shell('/about');
  const learnerShell = await shell('/dashboard');
  expect(learnerShell.mark).toBe(publicShell.mark);
  expect(learnerShell.language).toEqual(publicShell.language);
  expect(publicShell.language.name).toBe('Language: English');

  const favicon = await (await page.request.get('/favicon.svg')).text();
  for (const shape of [
    'M16 12v4M16 16l-5 3.5M16 16l5 3.5',
    'cx="16" cy="9"',
    'cx="9" cy="21"',
    'cx="23" cy="21"',
  ]) {
    expect(favicon).toContain(shape);
    expect(publicShell.mark).toContain(shape);
  }
});
