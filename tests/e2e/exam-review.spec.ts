import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

test('Finish Exam reviews first: answered / unanswered / flagged, a jump to any question, then the confirmation', async ({
  page,
}) => {
  await signInFreshLearner(page, 'review');
  const { fundamentals } = await seededTests(page);
  const total = fundamentals.totalQuestions;
  const q = exam(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  // The intro has radios of its own: the question first, then its choices.
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
  await q.next.click();
  await expect(q.heading(2, total)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
  await q.flag.click();

  await q.finish.click();
  const review = page.getByRole('dialog', { name: 'Review before submitting' });
  await expect(review).toContainText(`Answered2Unanswered${total - 2}Flagged1`);
  await expect(review.getByRole('button', { name: 'Question 2, answered, flagged' })).toBeVisible();
  await review.getByRole('button', { name: 'Question 7, not answered' }).click();
  await expect(review).toBeHidden();
  await expect(q.heading(7, total)).toBeVisible();

  await q.finish.click();
  await review.getByRole('button', { name: 'Continue to Submit' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await expect(confirm).toContainText(`${total - 2} unanswered questions count as incorrect.`);
  await expect(confirm).toContainText('1 question is still flagged for review.');
  await confirm.getByRole('button', { name: 'Back to Review' }).click();
  await expect(review).toBeVisible();
  await review.getByRole('button', { name: 'Continue to Submit' }).click();
  await confirm.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
});
