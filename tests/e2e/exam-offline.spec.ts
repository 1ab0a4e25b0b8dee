import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import {
  API,
  chooseReviewFilter,
  exam,
  finishExam,
  reviewCounter,
  reviewedQuestion,
  seededTests,
  signInFreshLearner,
} from './exam-support';

async function startFundamentals(page: Page) {
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(exam(page).heading(1, fundamentals.totalQuestions)).toBeVisible();
  return fundamentals;
}

/** After the submit: the review holds exactly the answers that reached the server. */
async function expectAnswered(page: Page, total: number, answers: { n: number; text: string }[]) {
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  await chooseReviewFilter(page, 'Answered', 'Answered only');
  await expect(reviewCounter(page)).toHaveText(`Showing ${answers.length} of ${total} questions`);
  for (const { n, text } of answers) {
    await expect(reviewedQuestion(page, n).getByRole('listitem').filter({ hasText: text })).toContainText(
      /Your answer/,
    );
  }
}

const choiceText = async (page: Page, index: number) =>
  (await exam(page).choice(index).innerText()).replace(/^[A-Z]\s*/, '').trim();

test('an answer given while the network is cut is saved once it comes back', async ({ page, context }) => {
  await signInFreshLearner(page, 'offline');
  const fundamentals = await startFundamentals(page);
  const q = exam(page);

  await context.setOffline(true);
  await q.choice(2).click();
  await expect(q.offline).toBeVisible();
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');
  const text = await choiceText(page, 2);

  await context.setOffline(false);
  await expect(q.saved).toBeVisible();
  await finishExam(page);
  await expectAnswered(page, fundamentals.totalQuestions, [{ n: 1, text }]);
});

test('an answer the server never confirmed survives a reload and is sent on resume', async ({ page }) => {
  await signInFreshLearner(page, 'reload');
  const fundamentals = await startFundamentals(page);
  const q = exam(page);

  // The answer calls fail (as on a dead connection); everything else still works.
  await page.route(`**${API}/test-taking/*/answer`, (route) => route.abort('internetdisconnected'));
  await q.choice(1).click();
  await expect(q.offline).toBeVisible();
  const text = await choiceText(page, 1);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('exam.pendingAnswers.'))),
  ).toHaveLength(1);

  await page.reload();
  await page.unroute(`**${API}/test-taking/*/answer`);
  // The reload goes straight back into the open attempt (issue 28).
  await expect(q.choice(1)).toHaveAttribute('aria-checked', 'true');
  await expect(q.saved).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('exam.pendingAnswers.'))),
    )
    .toHaveLength(0);

  await finishExam(page);
  await expectAnswered(page, fundamentals.totalQuestions, [{ n: 1, text }]);
});
