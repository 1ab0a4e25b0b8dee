import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, exam, finishExam, reviewedQuestion, seededTests, signInFreshLearner } from './exam-support';

// From the review after an exam: the references under an explanation, then Report a problem by keyboard; the
// report shows as Reported at once, and again on the results page after a reload, ready to edit.
test('a learner reports a problem from the review and finds it reported after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFreshLearner(page, 'report');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);

  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(2).click();
  await expect(q.saved).toBeVisible();
  await finishExam(page);
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();

  const first = reviewedQuestion(page, 1);
  const docs = first.getByRole('link', { name: 'Kafka documentation: Replication (opens in a new tab)' });
  await expect(docs).toHaveAttribute('href', 'https://kafka.apache.org/documentation/#replication');
  await expect(docs).toHaveAttribute('target', '_blank');

  await first.getByRole('button', { name: 'Report a problem with question 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
  await expect(dialog).toBeVisible();
  // The whole report by keyboard: focus starts on the chosen reason, ArrowDown chooses the next one (it used to
  // move focus without choosing when the keyup beat Radix's focus timeout, as it can with two browsers busy).
  const wrong = dialog.getByRole('radio', { name: 'The answer is wrong' });
  const unclear = dialog.getByRole('radio', { name: 'The question is unclear' });
  await expect(wrong).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(unclear).toBeFocused();
  await expect(unclear).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Comment (optional)' })).toBeFocused();
  await page.keyboard.type('Does this still hold with KRaft?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toContainText('your report was received');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first.getByText('Reported', { exact: true })).toBeVisible();

  const history = await page.request.get(`${API}/tests/${fundamentals.id}/history`);
  const [attempt] = ((await history.json()) as { data: { testHistoryId: number }[] }).data;
  await page.goto(`/tests/results/${attempt?.testHistoryId}`);
  await page.reload();
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  await expect(reviewedQuestion(page, 1).getByText('Reported', { exact: true })).toBeVisible();
  await expect(reviewedQuestion(page, 2).getByText('Reported', { exact: true })).toHaveCount(0);
  await reviewedQuestion(page, 1).getByRole('button', { name: 'Edit my report on question 1' }).click();
  const again = page.getByRole('dialog', { name: 'Report a problem with question 1' });
  await expect(again.getByRole('radio', { name: 'The question is unclear' })).toBeChecked();
  await expect(again.getByRole('textbox')).toHaveValue('Does this still hold with KRaft?');
  await expect(again.getByRole('button', { name: 'Update report' })).toBeVisible();
});
