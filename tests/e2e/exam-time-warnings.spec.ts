import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

test('time warnings at 10 and 5 minutes left: a notice in a polite live region, once each, not again after a resume', async ({
  page,
}) => {
  // The fake clock jumps the 30-minute test to its last minutes; inactivity must not pause it on the way.
  await page.addInitScript(() => {
    window.__EXAM_INACTIVITY__ = { warnAfter: 100_000, pauseAfter: 200_000 };
  });
  await page.clock.install();
  await signInFreshLearner(page, 'warnings');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();

  const region = page.locator('[role="status"][aria-live="polite"][aria-atomic="true"]');
  const ten = region.getByText('10 minutes left. Check your flagged and unanswered questions.');
  const five = region.getByText('5 minutes left. Check your flagged and unanswered questions.');
  await expect(region).toBeAttached();
  await expect(region).toBeEmpty();

  await page.clock.fastForward('19:50');
  await expect(page.getByTestId('exam-clock')).toHaveText(/^00:10:\d\d$/);
  await expect(region).toBeEmpty();
  await page.clock.runFor(15_000);
  await expect(ten).toBeVisible();

  // Dismissed, it stays away while the clock keeps ticking and the page re-renders (answering, navigating).
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(region).toBeEmpty();
  await q.choice(0).click();
  await q.next.click();
  await page.clock.runFor(30_000);
  await expect(region).toBeEmpty();

  await page.clock.fastForward('04:00');
  await page.clock.runFor(60_000);
  await expect(five).toBeVisible();
  await expect(ten).toHaveCount(0);

  // Pause, reload (straight back into the attempt, issue 28): both marks are past, so neither comes back.
  await q.pause.click();
  await expect(page.getByRole('alertdialog', { name: 'Test paused' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('exam-clock')).toHaveText(/^00:0[0-4]:\d\d$/);
  await page.clock.runFor(10_000);
  await expect(region).toBeEmpty();
});
