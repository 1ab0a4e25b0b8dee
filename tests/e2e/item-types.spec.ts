import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, finishExam, seededTests, signInFreshLearner } from './exam-support';

// Matching and ordering items in the exam, in practice and in the review, operated with the keyboard only:
// Tab into an item's target letters, a letter chooses; a step's Move down with Enter, Alt+↑ on the step.
// The items come from the question bank (openapi.yaml QuestionType): the journey walks the free test's strip
// to find the first matching and the first ordering question, and is skipped while the seeded bank has none.

const main = (page: Page) => page.getByRole('main');
const matching = (page: Page) => main(page).getByTestId('matching-question');
const ordering = (page: Page) => main(page).getByTestId('ordering-question');

/** Walks the questions through the strip until one of the kind is on screen; its number, or null when none. */
async function findItem(page: Page, kind: 'matching' | 'ordering', total: number): Promise<number | null> {
  const q = exam(page);
  for (let n = 1; n <= total; n += 1) {
    await expect(q.heading(n, total)).toBeVisible();
    await expect(main(page).getByText(/^Loading question/)).toHaveCount(0);
    const typed = kind === 'matching' ? matching(page) : ordering(page);
    // The renderers load on demand: wait for the question's own area before deciding.
    await expect
      .poll(
        async () =>
          (await matching(page).count()) + (await ordering(page).count()) + (await q.choices.count()),
      )
      .toBeGreaterThan(0);
    if (await typed.isVisible()) return n;
    if (n < total) await q.cell(n + 1).click();
  }
  return null;
}

/** Back to question 1 through the strip. */
async function toFirst(page: Page) {
  await exam(page).cell(1).click();
}

async function startFree(page: Page, mode: 'Exam' | 'Practice') {
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('radio', { name: new RegExp(`^${mode}`) }).click();
  await page
    .getByRole('button', { name: mode === 'Exam' ? 'Start Test' : 'Start Practice', exact: true })
    .click();
  await expect(exam(page).heading(1, fundamentals.totalQuestions)).toBeVisible();
  return fundamentals.totalQuestions;
}

test('matching and ordering in an exam by keyboard: saved, resumed after a reload, reviewed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFreshLearner(page, 'items');
  const total = await startFree(page, 'Exam');
  const matchAt = await findItem(page, 'matching', total);
  await toFirst(page);
  const orderAt = await findItem(page, 'ordering', total);
  test.skip(
    matchAt === null || orderAt === null,
    'the seeded free test has no matching or ordering item yet',
  );

  // Matching: Tab to the first item's letters; B for item 1, A for item 2.
  await exam(page).cell(matchAt!).click();
  const groups = matching(page).getByRole('radiogroup');
  await groups.first().getByRole('radio').first().focus();
  await page.keyboard.press('b');
  await expect(groups.first().getByRole('radio', { name: /^B\./ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('a');
  await expect(groups.nth(1).getByRole('radio', { name: /^A\./ })).toHaveAttribute('aria-checked', 'true');
  await expect(exam(page).saved).toBeVisible();

  // Ordering: the first step's Move down with Enter, then Alt+↓ once more; the move is announced.
  await exam(page).cell(orderAt!).click();
  const firstStep = ordering(page).getByRole('listitem').first();
  const stepId = await firstStep.getAttribute('data-step-id');
  await firstStep.getByRole('button', { name: /^Move down: / }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(ordering(page).getByRole('listitem').nth(2)).toHaveAttribute('data-step-id', stepId!);
  await expect(ordering(page).getByRole('status')).toContainText(/moved to position 3 of \d/);
  await expect(exam(page).saved).toBeVisible();

  // A reload pauses the attempt and goes straight back into it (issue 28), with both answers.
  await page.reload();
  await exam(page).cell(orderAt!).click();
  await expect(ordering(page).getByRole('listitem').nth(2)).toHaveAttribute('data-step-id', stepId!);
  await exam(page).cell(matchAt!).click();
  await expect(
    matching(page).getByRole('radiogroup').first().getByRole('radio', { name: /^B\./ }),
  ).toHaveAttribute('aria-checked', 'true');

  // The review marks each pair and position and shows the correct answer.
  await finishExam(page);
  await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  const reviewed = page.getByRole('article');
  await expect(reviewed.filter({ hasText: /Your match: B\./ })).toHaveCount(1);
  await expect(
    reviewed.filter({ hasText: /(Right position|Wrong position: belongs at \d)/ }).first(),
  ).toBeVisible();
});

test('matching and ordering in practice: Check answer marks each pair and position', async ({ page }) => {
  test.setTimeout(180_000);
  await signInFreshLearner(page, 'items-practice');
  const total = await startFree(page, 'Practice');
  const matchAt = await findItem(page, 'matching', total);
  await toFirst(page);
  const orderAt = await findItem(page, 'ordering', total);
  test.skip(
    matchAt === null || orderAt === null,
    'the seeded free test has no matching or ordering item yet',
  );

  await exam(page).cell(matchAt!).click();
  await matching(page).getByRole('radiogroup').first().getByRole('radio').first().focus();
  await page.keyboard.press('a');
  await main(page).getByRole('button', { name: 'Check answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/\d+ of \d+ pairs right/)).toBeVisible();
  await expect(matching(page).getByRole('radio')).toHaveCount(0);
  await expect(
    matching(page)
      .getByText(/^(Correct match|Incorrect match)$/)
      .first(),
  ).toBeVisible();

  await exam(page).cell(orderAt!).click();
  await ordering(page).getByRole('button', { name: 'Answer with this order' }).focus();
  await page.keyboard.press('Enter');
  await expect(exam(page).saved).toBeVisible();
  await main(page).getByRole('button', { name: 'Check answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/\d+ of \d+ steps in the right position/)).toBeVisible();
  await expect(ordering(page).getByRole('button', { name: /^Move / })).toHaveCount(0);
});
