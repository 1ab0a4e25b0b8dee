import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

test('leaving a running test asks first: back and in-app links, Stay, Pause & Leave (primary), Submit & Leave confirmed, then the result', async ({
  page,
}) => {
  await signInFreshLearner(page, 'leave');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  await page.goto('/tests');
  await page
    .getByRole('button', { name: /^Start Test/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}$`));
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();

  // Browser back: the dialog, and Stay keeps the test where it was.
  const dialog = page.getByRole('alertdialog', { name: 'Leave the exam?' });
  await page.goBack();
  await expect(dialog).toBeVisible();
  // The address keeps the question on screen while the attempt is open (issue 28).
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?question=1$`));
  await dialog.getByRole('button', { name: 'Stay in Exam' }).click();
  await expect(dialog).toBeHidden();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');

  // A hash change is a history change too.
  await page.evaluate(() => {
    window.location.hash = 'elsewhere';
  });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay in Exam' }).click();

  // A link of the app: Pause & Leave pauses, then goes to the dashboard.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pause & Leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const paused = await page.request.get(`/elearning/api/tests/${fundamentals.id}`);
  expect((await paused.json()).data).toMatchObject({ lastStatus: 'PAUSED' });

  // Back in: the paused attempt continues, then Submit & Leave ends it.
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: /^Continue \(\d+ min left\)$/ }).click();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');
  // The question joins the address once the attempt runs again, in the commit that also arms the leave guard
  // (a back step 50 ms after Continue, before that, once left the page under a loaded machine).
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?question=1$`));
  await page.goBack();
  await expect(dialog.getByRole('button').first()).toHaveText('Pause & Leave');
  await dialog.getByRole('button', { name: 'Submit & Leave' }).click();

  // Submit & Leave asks first, with what is left unanswered; Back returns to the choices.
  const confirm = page.getByRole('alertdialog', { name: 'Submit your exam and leave?' });
  const unanswered = fundamentals.totalQuestions - 1;
  await expect(confirm).toContainText(`You have answered 1 of ${fundamentals.totalQuestions} questions.`);
  await expect(confirm).toContainText(`${unanswered} unanswered questions count as incorrect.`);
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Submit & Leave' }).click();
  await confirm.getByRole('button', { name: 'Submit & See Result' }).click();

  // The learner lands on the attempt's result, not the dashboard.
  await expect(page).toHaveURL(/\/tests\/results\/\d+$/);
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
  const submitted = await page.request.get(`/elearning/api/tests/${fundamentals.id}`);
  expect((await submitted.json()).data).toMatchObject({ lastStatus: 'COMPLETED', userAttempts: 1 });
});
