import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, exam, seededTests, signInFreshLearner } from './exam-support';

test('a tab closed mid-test: the card says Paused with Continue and the test page says Continue, then resumes', async ({
  page,
  context,
}) => {
  await signInFreshLearner(page, 'status');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  // The intro has radios of its own: the question first, then its choices.
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();

  // The tab dies before its emergency pause reaches the server: the session stays IN PROGRESS there. A crash of
  // its renderer runs no unload handler; a closed tab's keepalive pause outlived both a route and offline mode
  // now and then (the browser sends it after the page is gone).
  const cdp = await context.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await page.close();
  const next = await context.newPage();
  const state = await next.request.get(`${API}/tests/${fundamentals.id}`);
  expect((await state.json()).data).toMatchObject({ lastStatus: 'IN PROGRESS', hasAbandonedTest: true });

  await next.goto('/tests');
  const card = next
    .getByRole('main')
    .locator('.rt-Card')
    .filter({ has: next.getByRole('heading', { name: fundamentals.title }) });
  await expect(card.getByText('Paused', { exact: true })).toBeVisible();
  await expect(card.getByText('Not Started', { exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Continue Test' }).click();

  await expect(next).toHaveURL(new RegExp(`/tests/${fundamentals.id}$`));
  await expect(next.getByRole('button', { name: 'Start Test' })).toHaveCount(0);
  await next.getByRole('button', { name: /^Continue \(\d+ min left\)$/ }).click();
  await expect(exam(next).choice(0)).toHaveAttribute('aria-checked', 'true');
});
