import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, failOnMissingMessages } from './support';

interface Pricing {
  tests: { title: string; isFree: boolean; price: number }[];
  subscription: { price: number };
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

test('pricing shows what the server sells: free tests, each paid test at its catalogue price, Premium', async ({
  page,
}) => {
  const noMissing = failOnMissingMessages(page);
  const pricing = (await (await page.request.get(`${API}/payments/pricing?lang=en`)).json()) as Pricing;
  expect(pricing.subscription.price).toBe(29.99);
  expect(pricing.tests.some((t) => t.isFree)).toBe(true);
  expect(pricing.tests.some((t) => !t.isFree)).toBe(true);

  await page.goto('/pricing');
  await expect(page.getByTestId('price-premium')).toHaveText('$29.99');
  const main = page.getByRole('main');
  for (const t of pricing.tests) {
    const row = main.getByRole('listitem').filter({ has: page.getByText(t.title, { exact: true }) });
    await expect(row).toHaveCount(1);
    const shown = t.isFree ? 'Free' : `$${t.price.toFixed(2)}`;
    expect(plain((await row.textContent()) ?? '')).toContain(shown);
  }
  await expect(main).not.toContainText(/trial|Team|Enterprise|per user/i);
  noMissing();
});

test('pricing in French, and a failed price list offers a retry', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  let fail = true;
  await page.route('**/elearning/api/payments/pricing*', (route) =>
    fail ? route.fulfill({ status: 503, body: '{"success":false,"message":"down"}' }) : route.continue(),
  );
  await page.goto('/pricing');
  await expect(page.getByText('Impossible de charger les prix')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: /réessayer/i }).click();
  await expect(page.getByTestId('price-premium')).toHaveText(/29,99\s\$US/);
});
