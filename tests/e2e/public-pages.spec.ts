import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { appTookOver } from './support';

test('the contact form sends a message', async ({ page }) => {
  await page.goto('/contact');
  await appTookOver(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@e2e.test');
  await page.getByLabel('Subject').fill('Labs');
  await page.getByRole('textbox', { name: 'Message' }).fill('Do the labs need a local Kafka install?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
});

test('language and theme choices survive a reload', async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await appTookOver(page);

  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();

  const html = page.locator('html');
  const wasDark = ((await html.getAttribute('class')) ?? '').includes('dark');
  await page.getByRole('button', { name: /^Thème :/ }).click();
  await page.getByRole('menuitemradio', { name: wasDark ? 'Clair' : 'Sombre' }).click();
  await (wasDark ? expect(html).not.toHaveClass(/\bdark\b/) : expect(html).toHaveClass(/\bdark\b/));

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'fr');
  await (wasDark ? expect(html).not.toHaveClass(/\bdark\b/) : expect(html).toHaveClass(/\bdark\b/));
  await expect(page.getByRole('link', { name: 'Accueil' }).first()).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('theme')]),
  ).toEqual(['fr', wasDark ? 'light' : 'dark']);
});

test('an unknown address shows the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info') logged.push(message.text());
  });
  await page.goto('/no/such/page');
  await expect(page.getByText('404')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  // Logged once the app has taken over the pre-rendered page.
  await expect.poll(() => logged.join('\n')).toContain('/no/such/page');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page whose code cannot load (a deploy replaced it) shows a translated error with Reload', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.goto('/about');
  await appTookOver(page);
  await page.route(/\/assets\/pricing-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
  await page.getByRole('link', { name: 'Tarifs' }).first().click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Cette page n'a pas pu s'afficher");

  await page.unroute(/\/assets\/pricing-[^/]+\.js$/);
  await alert.getByRole('button', { name: 'Recharger' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('alert')).toBeHidden();
});
