import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, reviewCounter, seededTests, signInFreshLearner } from './exam-support';

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never got the focus`);
}

test('a whole attempt with the keyboard only', async ({ page }) => {
  test.setTimeout(90_000);
  await signInFreshLearner(page, 'keyboard');
  const { fundamentals } = await seededTests(page);
  const total = fundamentals.totalQuestions;
  const q = exam(page);
  /** Question n is on screen and answerable (its choices are enabled once it has loaded). */
  const onQuestion = async (n: number) => {
    await expect(q.heading(n, total)).toBeVisible();
    await expect(q.choice(0)).toBeEnabled();
  };

  // From the catalogue: the free test's Start Test button, then the intro's.
  await page.goto('/tests');
  const startCard = page.getByRole('button', { name: 'Start Test' });
  await expect(startCard).toBeVisible();
  await tabTo(page, startCard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}$`));
  // The address changes before the intro replaces the catalogue, whose Start Test button has the same name.
  await expect(page.getByRole('heading', { level: 1, name: fundamentals.title, exact: true })).toBeVisible();
  const start = page.getByRole('button', { name: 'Start Test' });
  await expect(start).toBeEnabled();
  await tabTo(page, start);
  await page.keyboard.press('Enter');

  // Question 1: the digit shortcut.
  await onQuestion(1);
  await page.keyboard.press('2');
  await expect(q.choice(1)).toHaveAttribute('aria-checked', 'true');
  await expect(q.saved).toBeVisible();

  // Question 2 (two answers) with →, digits, and F to flag.
  await page.keyboard.press('ArrowRight');
  await onQuestion(2);
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('f');
  await expect(q.flag).toHaveAttribute('aria-pressed', 'true');

  // Question 3: Tab into the choices, ↓ to move, Space to choose.
  await page.keyboard.press('ArrowRight');
  await onQuestion(3);
  await tabTo(page, q.choice(0));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');
  await expect(q.saved).toBeVisible();

  // ← goes back, with the flag still there; the strip is one tab stop (the current question), its arrows
  // reach question 5 and Enter opens it (issue 28).
  await page.keyboard.press('ArrowLeft');
  await onQuestion(2);
  await expect(q.flag).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, q.cell(2));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
  await expect(q.cell(5)).toBeFocused();
  await page.keyboard.press('Enter');
  await onQuestion(5);
  await page.keyboard.press('4');
  await expect(q.choice(3)).toHaveAttribute('aria-checked', 'true');
  await expect(q.saved).toBeVisible();

  // Pause and resume with Enter.
  await tabTo(page, q.pause, { backwards: true });
  await page.keyboard.press('Enter');
  const paused = page.getByRole('alertdialog', { name: 'Test paused' });
  await expect(paused).toBeVisible();
  const resume = paused.getByRole('button', { name: 'Resume' });
  await tabTo(page, resume);
  await page.keyboard.press('Enter');
  await expect(paused).toBeHidden();

  // Finish Exam → the review (jump back to a question from it) → the confirmation → Submit Exam.
  await tabTo(page, q.finish);
  await page.keyboard.press('Enter');
  const review = page.getByRole('dialog', { name: 'Review before submitting' });
  await expect(review).toBeVisible();
  await tabTo(page, review.getByRole('button', { name: /^Question 5, / }));
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowLeft');
  await expect(review.getByRole('button', { name: /^Question 2, / })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(review).toBeHidden();
  await expect(q.heading(2, total)).toBeVisible();
  await tabTo(page, q.finish, { backwards: true });
  await page.keyboard.press('Enter');
  await tabTo(page, review.getByRole('button', { name: 'Continue to Submit' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Submit Exam' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();

  // The review, with filters chosen from the keyboard.
  const viewAnswers = page.getByRole('button', { name: 'View Correct Answers & Explanations' });
  await tabTo(page, viewAnswers);
  await page.keyboard.press('Enter');
  await expect(reviewCounter(page)).toHaveText(`Showing ${total} of ${total} questions`);
  const pick = async (label: string, expected: string) => {
    const select = page.getByRole('combobox', { name: label });
    await tabTo(page, select);
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    const option = listbox.getByRole('option', { name: expected, exact: true });
    for (let i = 0; i < 5 && !(await option.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(option).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(select).toHaveText(expected);
  };
  await pick('Answered', 'Answered only');
  await expect(reviewCounter(page)).toHaveText(`Showing 4 of ${total} questions`);
  await pick('Flagged', 'Flagged only');
  await expect(reviewCounter(page)).toHaveText(`Showing 1 of ${total} questions`);
});
