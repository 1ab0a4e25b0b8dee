import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, exam, finishPractice, seededTests, signInFreshLearner } from './exam-support';

// Practice mode on the free warm-up (fixed order): chosen on the intro, untimed, each question checked on its
// own and locked, a problem reported after a check, resumed after a reload with its verdicts, and submitted as
// a practice result that leaves the best exam score alone.
test('a learner practises with per-question checks, reloads, reports and finishes', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFreshLearner(page, 'practice');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  const main = page.getByRole('main');

  await page.goto(`/tests/${fundamentals.id}`);
  const practice = page.getByRole('radio', { name: /^Practice/ });
  await expect(page.getByRole('radio', { name: /^Exam/ })).toBeChecked();
  await practice.click();
  await expect(practice).toBeChecked();
  await page.getByRole('button', { name: 'Start Practice', exact: true }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await expect(main.getByRole('timer')).toHaveCount(0);
  await expect(main.getByText('Practice · untimed')).toBeVisible();

  // Question 1: B is wrong, C is right.
  await q.choice(1).click();
  await main.getByRole('button', { name: 'Check answer' }).click();
  await expect(main.getByText('Incorrect. The correct answer is C.')).toBeVisible();
  await expect(q.choice(1)).toBeDisabled();
  await expect(q.choice(2)).toHaveAccessibleName(/\(correct answer\)$/);
  await expect(q.choice(1)).toHaveAccessibleName(/\(your answer, incorrect\)$/);
  await expect(main.getByRole('link', { name: /Kafka documentation: Replication/ })).toBeVisible();

  await main.getByRole('button', { name: 'Report a problem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with question 1' });
  await dialog.getByRole('radio', { name: 'The question is unclear' }).click();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toContainText('your report was received');
  await page.keyboard.press('Escape');
  await expect(main.getByRole('button', { name: 'Reported' })).toBeVisible();

  // Question 2 (two answers): B and C, checked from the keyboard.
  await q.next.click();
  await expect(q.heading(2, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(1).click();
  await q.choice(2).click();
  await expect(q.saved).toBeVisible();
  await main.getByRole('button', { name: 'Check answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByText('Correct. The correct answers are B and C.')).toBeVisible();
  const strip = main.getByRole('navigation', { name: 'Questions' });
  await expect(strip.getByRole('button', { name: 'Question 2, answered, checked: correct' })).toBeVisible();

  // A reload resumes the practice attempt at question 2 (issue 28) with its verdicts; the first question
  // cannot change.
  await page.reload();
  await expect(q.heading(2, fundamentals.totalQuestions)).toBeVisible();
  await main
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: /^Question 1,/ })
    .click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await expect(main.getByText('Incorrect. The correct answer is C.')).toBeVisible();
  await expect(q.choice(2)).toBeDisabled();
  // The strip keeps each verdict after the reload (from the session the server sent).
  await expect(
    strip.getByRole('button', { name: /^Question 1, answered, checked: incorrect/ }),
  ).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Question 2, answered, checked: correct' })).toBeVisible();
  await expect(strip.getByRole('button', { name: 'Question 3, not answered' })).toBeVisible();

  await finishPractice(page);
  await expect(page.getByText('Practice: not counted toward your best exam score')).toBeVisible();

  const test_ = (await (await page.request.get(`${API}/tests/${fundamentals.id}`)).json()) as {
    data: { bestScore: number | null; lastMode: string };
  };
  expect(test_.data).toMatchObject({ bestScore: null, lastMode: 'practice' });
  await page.goto('/tests');
  await expect(page.getByText('Last attempt: Practice')).toBeVisible();
});
