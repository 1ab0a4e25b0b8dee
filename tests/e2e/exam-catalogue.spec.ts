import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, seededTests, signInFreshLearner } from './exam-support';
import { appTookOver } from './support';

const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('.rt-Card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const counter = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ tests?$/ });

test('the catalogue: badges, search, filters, layout', async ({ page }) => {
  await signInFreshLearner(page, 'catalogue');
  const { fundamentals, ccdak, streams } = await seededTests(page);
  await page.goto('/tests');

  await expect(page.getByRole('heading', { name: 'Practice Tests', level: 1 })).toBeVisible();
  await expect(counter(page)).toHaveText(/^Showing (\d+) of \1 tests$/);
  await expect(card(page, fundamentals.title).getByText('Free', { exact: true })).toBeVisible();
  for (const paid of [ccdak, streams]) {
    await expect(card(page, paid.title).getByText('Premium', { exact: true })).toBeVisible();
    await expect(
      card(page, paid.title).getByText('Purchase required: unlock this test to take it.'),
    ).toBeVisible();
  }
  await expect(card(page, fundamentals.title).getByText('Not Started')).toBeVisible();
  await expect(card(page, fundamentals.title).getByRole('button', { name: 'Start Test' })).toBeVisible();

  // Search by title, description or topic.
  const search = page.getByRole('searchbox', { name: 'Search tests' });
  await search.fill('full mock');
  await expect(counter(page)).toHaveText(/^Showing 3 of \d+ tests$/);
  await expect(card(page, ccdak.title)).toBeVisible();
  await search.fill('no such test anywhere');
  await expect(page.getByText('No tests match your search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(counter(page)).toHaveText(/^Showing (\d+) of \1 tests$/);

  // The Filter button filters: premium tests only.
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('radio', { name: 'Premium' }).click();
  await page.keyboard.press('Escape');
  // Every test but the free one.
  const all = Number(/of (\d+) tests/.exec((await counter(page).textContent()) ?? '')?.[1]);
  await expect(counter(page)).toHaveText(`Showing ${all - 1} of ${all} tests`);
  await expect(card(page, fundamentals.title)).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filter/ })).toContainText('1');

  // List layout: no descriptions.
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.getByText(/A full-length, timed mock/)).toBeHidden();
});

test('the catalogue view is written to the URL and restored on load and reload', async ({ page }) => {
  await signInFreshLearner(page, 'catalogue-url');
  const { fundamentals, ccdak } = await seededTests(page);
  await page.goto('/tests?access=free&view=list');
  await expect(counter(page)).toHaveText(/^Showing 1 of \d+ tests$/);
  await expect(card(page, fundamentals.title)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(counter(page)).toHaveText(/^Showing 1 of \d+ tests$/);
  await page.goto('/tests?q=mock');
  await expect(page.getByRole('searchbox', { name: 'Search tests' })).toHaveValue('mock');
  await expect(card(page, ccdak.title)).toBeVisible();
  await expect(counter(page)).toHaveText(/^Showing \d+ of \d+ tests$/);

  // Changing the view writes it back, replacing the entry: Back leaves the catalogue, not one keystroke.
  await page.getByRole('searchbox', { name: 'Search tests' }).fill('');
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/tests\?view=list$/);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
  await expect(counter(page)).toHaveText(/^Showing (\d+) of \1 tests$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/tests\?access=free&view=list$/);
});

test('a paused attempt shows on its card; a failed load offers Try Again', async ({ page }) => {
  await signInFreshLearner(page, 'catalogue-state');
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Test paused' })).toBeVisible();

  const catalogueCall = (url: URL) => url.pathname === `${API}/tests`;
  await page.route(catalogueCall, (route) => route.fulfill({ status: 500, json: { success: false } }));
  // Reached from another page: the app asks for the catalogue (a hard load of /tests comes with it, rendered
  // by the server).
  // The orders page comes rendered by the server too: the link is the app's once it has taken the page over.
  await page.goto('/orders');
  await appTookOver(page);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Tests' }).click();
  await expect(page.getByRole('heading', { name: 'Error Loading Tests' })).toBeVisible();
  await page.unroute(catalogueCall);
  await page.getByRole('button', { name: 'Try Again' }).click();

  const fundamentalsCard = card(page, fundamentals.title);
  await expect(fundamentalsCard.getByText('Paused', { exact: true })).toBeVisible();
  await expect(fundamentalsCard.getByText(/min left in your paused attempt/)).toBeVisible();
  await fundamentalsCard.getByRole('button', { name: 'Continue Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}$`));
  await expect(page.getByRole('button', { name: /^Continue \(\d+ min left\)$/ })).toBeVisible();
});
