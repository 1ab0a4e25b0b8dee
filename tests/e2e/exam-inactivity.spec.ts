import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

// The spec's 300 s warning and 600 s pause, shortened through window.__EXAM_INACTIVITY__
// (apps/site/src/features/exam/README.md).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__EXAM_INACTIVITY__ = { warnAfter: 2, pauseAfter: 5 };
  });
});

test('inactivity warns, Continue Test resets the clock, and silence pauses the test', async ({ page }) => {
  await signInFreshLearner(page, 'idle');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();

  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: 5_000 });
  await expect(warning).toContainText(/0:0[0-3]/);
  await warning.getByRole('button', { name: 'Continue Test' }).click();
  await expect(warning).toBeHidden();
  await expect(q.pause).toBeEnabled();

  // Left alone again: warned, then paused without a click.
  await expect(warning).toBeVisible({ timeout: 5_000 });
  const paused = page.getByRole('alertdialog', { name: 'Test paused' });
  await expect(paused).toBeVisible({ timeout: 8_000 });
  await expect(warning).toBeHidden();

  // The server holds the pause: the catalogue shows the attempt as paused.
  const response = await page.request.get(`/elearning/api/tests/${fundamentals.id}`);
  expect((await response.json()).data).toMatchObject({ lastStatus: 'PAUSED', hasAbandonedTest: true });

  await paused.getByRole('button', { name: 'Resume' }).click();
  await expect(paused).toBeHidden();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
});

test('Pause Now in the warning pauses at once', async ({ page }) => {
  await signInFreshLearner(page, 'idle-pause');
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible({ timeout: 5_000 });
  await warning.getByRole('button', { name: 'Pause Now' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Test paused' })).toBeVisible();
});
