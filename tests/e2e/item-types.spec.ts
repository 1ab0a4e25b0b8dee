import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

// Matching and ordering items in the exam, in practice and in the review, with the keyboard from the first
// question on: → (the exam's shortcut, from the question's heading, which takes the focus on every question)
// walks the questions; Tab reaches the question palette, whose one tab stop takes Home, → and Enter to open a
// question; Tab into an item's target letters, a letter chooses; a step's Move down with Enter, Alt+↓ on the
// step; Tab and Enter through Finish Exam, its two dialogs and the result's review button. Only choosing the
// mode and starting on the test's page are clicks (the exam journeys cover that page).
// The items come from the question bank (openapi.yaml QuestionType): the free test kafka-fundamentals carries
// one matching and one ordering item (docs/question-bank.md), and the journeys fail if it stops doing so.

const main = (page: Page) => page.getByRole('main');
const matching = (page: Page) => main(page).getByTestId('matching-question');
const ordering = (page: Page) => main(page).getByTestId('ordering-question');

/** Presses Tab (Shift+Tab when the target comes earlier in the page) until the target has the focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  const before = await target.evaluate(
    (el) =>
      !!document.activeElement &&
      !!(el.compareDocumentPosition(document.activeElement) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(before ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Walks the questions with → until both kinds were on screen; their numbers. */
async function findItems(page: Page, total: number) {
  const q = exam(page);
  const found: { matching?: number; ordering?: number } = {};
  for (let n = 1; n <= total; n += 1) {
    await expect(q.heading(n, total)).toBeVisible();
    await expect(main(page).getByText(/^Loading question/)).toHaveCount(0);
    // The renderers load on demand: wait for the question's own area before deciding.
    await expect
      .poll(
        async () =>
          (await matching(page).count()) + (await ordering(page).count()) + (await q.choices.count()),
      )
      .toBeGreaterThan(0);
    if (await matching(page).isVisible()) found.matching ??= n;
    if (await ordering(page).isVisible()) found.ordering ??= n;
    if (found.matching && found.ordering) break;
    // The heading has the focus (screen readers start there), so → is the exam's, not a widget's.
    await expect(q.heading(n, total)).toBeFocused();
    if (n < total) await page.keyboard.press('ArrowRight');
  }
  expect(found.matching, 'the free test has a matching item').toBeDefined();
  expect(found.ordering, 'the free test has an ordering item').toBeDefined();
  return found as { matching: number; ordering: number };
}

/** Opens question n from the palette: Tab to its one tab stop, Home, → to n, Enter. */
async function openFromPalette(page: Page, n: number, total: number) {
  await expect(main(page).getByText(/^Loading question/)).toHaveCount(0);
  if (await exam(page).heading(n, total).isVisible()) return;
  const palette = main(page).getByRole('navigation', { name: 'Questions' });
  await tabTo(page, palette.locator('button[tabindex="0"]'));
  await page.keyboard.press('Home');
  for (let i = 1; i < n; i += 1) await page.keyboard.press('ArrowRight');
  await expect(exam(page).cell(n)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(exam(page).heading(n, total)).toBeVisible();
  await expect(main(page).getByText(/^Loading question/)).toHaveCount(0);
}

/** Finish Exam, Continue to Submit and Submit Exam, each reached with Tab and pressed with Enter. */
async function finishByKeyboard(page: Page) {
  await tabTo(page, exam(page).finish);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review before submitting' });
  await tabTo(page, review.getByRole('button', { name: 'Continue to Submit' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await tabTo(page, confirm.getByRole('button', { name: 'Submit Exam' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
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

test('matching and ordering in an exam by keyboard, from question 1 to the review: saved, resumed after a reload, reviewed', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFreshLearner(page, 'items');
  const total = await startFree(page, 'Exam');
  const at = await findItems(page, total);

  // Matching: Tab to the first item's letters; B for item 1, A for item 2.
  await openFromPalette(page, at.matching, total);
  const groups = matching(page).getByRole('radiogroup');
  await tabTo(page, groups.first().getByRole('radio').first());
  await page.keyboard.press('b');
  await expect(groups.first().getByRole('radio', { name: /^B\./ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('a');
  await expect(groups.nth(1).getByRole('radio', { name: /^A\./ })).toHaveAttribute('aria-checked', 'true');
  await expect(exam(page).saved).toBeVisible();

  // Ordering: the first step's Move down with Enter, then Alt+↓ once more; the move is announced.
  await openFromPalette(page, at.ordering, total);
  const firstStep = ordering(page).getByRole('listitem').first();
  const stepId = await firstStep.getAttribute('data-step-id');
  await tabTo(page, firstStep.getByRole('button', { name: /^Move down: / }));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Alt+ArrowDown');
  await expect(ordering(page).getByRole('listitem').nth(2)).toHaveAttribute('data-step-id', stepId!);
  await expect(ordering(page).getByRole('status')).toContainText(/moved to position 3 of \d/);
  await expect(exam(page).saved).toBeVisible();

  // A reload pauses the attempt and goes straight back into it (issue 28), with both answers.
  await page.reload();
  await expect(
    main(page).getByRole('heading', { name: new RegExp(`^Question \\d+ of ${total}$`) }),
  ).toBeVisible();
  await openFromPalette(page, at.ordering, total);
  await expect(ordering(page).getByRole('listitem').nth(2)).toHaveAttribute('data-step-id', stepId!);
  await openFromPalette(page, at.matching, total);
  await expect(
    matching(page).getByRole('radiogroup').first().getByRole('radio', { name: /^B\./ }),
  ).toHaveAttribute('aria-checked', 'true');

  // The review marks each pair and position and shows the correct answer.
  await finishByKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'View Correct Answers & Explanations' }));
  await page.keyboard.press('Enter');
  const reviewed = page.getByRole('article');
  await expect(reviewed.filter({ hasText: /Your match: B\./ })).toHaveCount(1);
  await expect(
    reviewed.filter({ hasText: /(Right position|Wrong position: belongs at \d)/ }).first(),
  ).toBeVisible();
});

test('matching and ordering in practice by keyboard: Check answer marks each pair and position', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInFreshLearner(page, 'items-practice');
  const total = await startFree(page, 'Practice');
  const at = await findItems(page, total);

  await openFromPalette(page, at.matching, total);
  await tabTo(page, matching(page).getByRole('radiogroup').first().getByRole('radio').first());
  await page.keyboard.press('a');
  await tabTo(page, main(page).getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/\d+ of \d+ pairs right/)).toBeVisible();
  await expect(matching(page).getByRole('radio')).toHaveCount(0);
  await expect(
    matching(page)
      .getByText(/^(Correct match|Incorrect match)$/)
      .first(),
  ).toBeVisible();

  await openFromPalette(page, at.ordering, total);
  await tabTo(page, ordering(page).getByRole('button', { name: 'Answer with this order' }));
  await page.keyboard.press('Enter');
  await expect(exam(page).saved).toBeVisible();
  await tabTo(page, main(page).getByRole('button', { name: 'Check answer' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/\d+ of \d+ steps in the right position/)).toBeVisible();
  await expect(ordering(page).getByRole('button', { name: /^Move / })).toHaveCount(0);
});
