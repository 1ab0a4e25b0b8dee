// Issue 28, the place kept: an attempt reopens at the question last viewed (stored by the server, so after
// leaving, after a reload and from the dashboard's "Continue where you left off"), the question heading takes
// the focus, and on a phone one exam bar of at most 56 px holds the clock, the position, the palette (a bottom
// sheet) and the flag.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

const SHOTS = '/tmp/place-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Opens the free test's intro and starts an exam attempt. */
async function startFundamentals(page: Page, start: RegExp | string = 'Start Test') {
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: start }).click();
  return fundamentals;
}

test('leaving at a question and coming back from the dashboard reopens it; so does a reload', async ({
  page,
}) => {
  await signInFreshLearner(page, 'place-en');
  const fundamentals = await startFundamentals(page);
  const total = fundamentals.totalQuestions;
  const q = exam(page);
  await expect(q.heading(1, total)).toBeFocused();

  // Three questions on: the address says where the learner is, and each move gives the heading the focus.
  for (let n = 2; n <= 4; n++) {
    await q.next.click();
    await expect(q.heading(n, total)).toBeFocused();
  }
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?question=4$`));
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();

  // Leave through the menu: Pause & Leave, then the dashboard offers to continue at question 4.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page
    .getByRole('alertdialog', { name: 'Leave the exam?' })
    .getByRole('button', { name: 'Pause & Leave' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = page.getByRole('region', { name: 'Continue where you left off' });
  await expect(card).toContainText(fundamentals.title);
  await expect(card).toContainText(new RegExp(`Question 4 of ${total} · \\d+ minutes? left`));
  // My Tests opens the test itself, not the catalogue.
  const myTests = page
    .getByRole('heading', { name: 'My Tests' })
    .locator('xpath=ancestor::*[contains(@class,"rt-Card")][1]');
  await expect(myTests.getByRole('link', { name: new RegExp(fundamentals.title) })).toHaveAttribute(
    'href',
    `/tests/${fundamentals.id}`,
  );
  await card.getByRole('link', { name: new RegExp(`^Continue\\s*${fundamentals.title}$`) }).click();

  // Straight back into the attempt, at question 4, with its answer.
  await expect(q.heading(4, total)).toBeFocused();
  await expect(q.choice(0)).toHaveAttribute('aria-checked', 'true');

  // A reload mid-exam returns to the same question, not the rules page.
  await q.next.click();
  await expect(q.heading(5, total)).toBeFocused();
  await page.reload();
  await expect(q.heading(5, total)).toBeFocused();
  await expect(page.getByRole('button', { name: /^Continue \(/ })).toHaveCount(0);
});

test('en français : la tentative reprend à la question quittée, après un départ et après un rechargement', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await signInFreshLearner(page, 'place-fr');
  const fundamentals = await startFundamentals(page, 'Commencer le test');
  const total = fundamentals.totalQuestions;
  const main = page.getByRole('main');
  const heading = (n: number) => main.getByRole('heading', { name: `Question ${n} sur ${total}` });
  await expect(heading(1)).toBeFocused();

  // A question chosen in the strip.
  await main.getByRole('button', { name: /^Question 3,/ }).click();
  await expect(heading(3)).toBeFocused();

  // The page closed (another address typed): the attempt is paused on the way out, and the intro's Continue
  // reopens it at question 3.
  await page.goto('/tests');
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: /^Reprendre \(/ }).click();
  await expect(heading(3)).toBeFocused();

  await page.reload();
  await expect(heading(3)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?question=3$`));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one exam bar of at most 56 px, the palette in a bottom sheet, and the place kept over a reload', async ({
    page,
  }) => {
    await signInFreshLearner(page, 'place-phone');
    const fundamentals = await startFundamentals(page);
    const total = fundamentals.totalQuestions;
    const q = exam(page);
    const bar = page.getByTestId('exam-bar');
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(56);
    // The stem is in view under the bar, not scrolled past.
    await expect(q.heading(1, total)).toBeFocused();
    await expect(q.heading(1, total)).toBeInViewport();
    await expect(bar.getByRole('timer')).toBeVisible();
    await expect(bar).toContainText(`1/${total}`);
    await shot(page, 'phone-exam-bar');

    // The flag: one toggle, in the bar, saying its state.
    await bar.getByRole('button', { name: 'Flag for review' }).tap();
    await expect(bar.getByRole('button', { name: 'Flagged' })).toHaveAttribute('aria-pressed', 'true');

    // The palette: a dialog from the bottom, with Pause and Finish; a question chosen there closes it.
    await bar.getByRole('button', { name: 'Questions' }).tap();
    const sheet = page.getByRole('dialog', { name: 'Questions' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Pause' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Finish Exam' })).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox!.y + sheetBox!.height).toBeGreaterThanOrEqual(843);
    await shot(page, 'phone-palette-sheet');
    await sheet.getByRole('button', { name: /^Question 5,/ }).tap();
    await expect(sheet).toBeHidden();
    await expect(q.heading(5, total)).toBeFocused();
    await expect(bar).toContainText(`5/${total}`);

    await page.reload();
    await expect(q.heading(5, total)).toBeFocused();
    await expect(page.getByTestId('exam-bar')).toContainText(`5/${total}`);
    await shot(page, 'phone-after-reload');
  });
});
