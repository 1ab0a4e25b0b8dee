import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import {
  chooseReviewFilter,
  exam,
  finishExam,
  reviewCounter,
  reviewedQuestion,
  seededTests,
  signInFreshLearner,
} from './exam-support';

test('a whole attempt at the free test: answer, flag, pause, reload, resume, finish, review, history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFreshLearner(page, 'attempt');
  const { fundamentals } = await seededTests(page);
  const total = fundamentals.totalQuestions;
  const q = exam(page);

  await page.goto(`/tests/${fundamentals.id}`);
  await expect(page.getByRole('heading', { name: fundamentals.title })).toBeVisible();
  await expect(page.getByText('No previous attempts')).toBeVisible();
  await page.getByRole('button', { name: 'Start Test' }).click();

  // Question 1: one answer; choosing another replaces it.
  await expect(q.heading(1, total)).toBeVisible();
  await expect(page.getByText('Choose 1 answer.')).toBeVisible();
  await q.choice(1).click();
  await q.choice(0).click();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');
  await expect(q.choice(1)).toHaveAttribute('aria-checked', 'false');
  await expect(q.saved).toBeVisible();
  const firstChoice = (await q.choice(0).innerText()).replace(/^A\s*/, '').trim();

  // Question 2: two answers, capped at two; flagged.
  await q.next.click();
  await expect(q.heading(2, total)).toBeVisible();
  await expect(page.getByText(/Choose 2 answers\./)).toBeVisible();
  await q.choice(0).click();
  await q.choice(2).click();
  await q.choice(3).click();
  await expect(q.choice(3)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(/You have already chosen 2 answers/)).toBeVisible();
  await expect(page.getByText('2 of 2 selected')).toBeVisible();
  await q.flag.click();
  await expect(q.flag).toHaveAttribute('aria-pressed', 'true');
  await expect(q.saved).toBeVisible();

  // Question 3 through the strip.
  await q.cell(3).click();
  await expect(q.heading(3, total)).toBeVisible();
  await q.choice(2).click();
  await expect(q.saved).toBeVisible();
  await expect(q.cell(2)).toHaveAccessibleName('Question 2, answered, flagged');

  // Pause: the overlay blocks the test until Resume.
  await q.pause.click();
  const paused = page.getByRole('alertdialog', { name: 'Test paused' });
  await expect(paused).toBeVisible();
  await expect(page.getByText('(Paused)', { exact: true })).toBeVisible();
  await paused.getByRole('button', { name: 'Resume' }).click();
  await expect(paused).toBeHidden();

  // Question 4, then a reload in the middle of the attempt: the unload pauses it on the server.
  await q.next.click();
  await expect(q.heading(4, total)).toBeVisible();
  await q.choice(1).click();
  await expect(q.saved).toBeVisible();
  await page.reload();
  // The reload goes straight back to question 4, not the intro (issue 28, spec decision 75).
  await expect(q.heading(4, total)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue \(/ })).toHaveCount(0);
  await expect(q.choice(1)).toHaveAttribute('aria-checked', 'true');

  // Every answer and the flag are back.
  await expect(page.getByText(`4 of ${total} answered`, { exact: true })).toBeVisible();
  await q.cell(1).click();
  await expect(q.heading(1, total)).toBeVisible();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');
  await q.next.click();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');
  await expect(q.flag).toHaveAttribute('aria-pressed', 'true');
  for (const n of [3, 4]) await expect(q.cell(n)).toHaveAccessibleName(`Question ${n}, answered`);

  // Finish and review with the filters.
  await finishExam(page);
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  await expect(reviewCounter(page)).toHaveText(`Showing ${total} of ${total} questions`);
  await chooseReviewFilter(page, 'Flagged', 'Flagged only');
  await expect(reviewCounter(page)).toHaveText(`Showing 1 of ${total} questions`);
  await expect(reviewedQuestion(page, 2)).toBeVisible();
  await chooseReviewFilter(page, 'Flagged', 'All');
  await chooseReviewFilter(page, 'Answered', 'Answered only');
  await expect(reviewCounter(page)).toHaveText(`Showing 4 of ${total} questions`);
  await expect(
    reviewedQuestion(page, 1).getByRole('listitem').filter({ hasText: firstChoice }),
  ).toContainText(/Your answer/);
  await chooseReviewFilter(page, 'Answered', 'Unanswered only');
  await expect(reviewCounter(page)).toHaveText(`Showing ${total - 4} of ${total} questions`);
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await chooseReviewFilter(page, 'Domain', 'ksqlDB');
  await expect(reviewCounter(page)).toHaveText(/^Showing [1-9]\d* of \d+ questions$/);
  for (const badge of await page.getByRole('article').all())
    await expect(badge.getByText('ksqlDB', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset filters' }).first().click();
  await expect(reviewCounter(page)).toHaveText(`Showing ${total} of ${total} questions`);
  await chooseReviewFilter(page, 'Answer status', 'Correct');
  const correct = Number((await reviewCounter(page).innerText()).match(/Showing (\d+)/)?.[1]);
  await chooseReviewFilter(page, 'Answer status', 'Incorrect');
  await expect(reviewCounter(page)).toHaveText(`Showing ${total - correct} of ${total} questions`);
  await page.getByRole('button', { name: 'Back to summary' }).click();

  // The history card lists the attempt and leads to its results page.
  await page.goto(`/tests/${fundamentals.id}`);
  const history = page.getByRole('heading', { name: 'Previous attempts' }).locator('..');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await history.getByRole('link', { name: /View Results/ }).click();
  await expect(page).toHaveURL(/\/tests\/results\/\d+$/);
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Time used\s*\d\d:\d\d:\d\d/);
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  await expect(reviewCounter(page)).toHaveText(`Showing ${total} of ${total} questions`);
});

test('a results page that does not exist says so', async ({ page }) => {
  await signInFreshLearner(page, 'results404');
  await page.goto('/tests/results/999999');
  await expect(page.getByRole('alert')).toContainText('Test history not found');
});
