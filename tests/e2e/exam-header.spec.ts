import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from './exam-support';

async function startFundamentals(page: Page) {
  await signInFreshLearner(page, 'header');
  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(exam(page).heading(1, fundamentals.totalQuestions)).toBeVisible();
}

/** The bottom of the sticky exam header, in viewport pixels. */
const headerBottom = (page: Page) =>
  page.getByTestId('exam-header').evaluate((el) => el.getBoundingClientRect().bottom);

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 720 }],
  ['phone', { width: 390, height: 740 }],
] as const) {
  test(`the timer, Pause and Finish stay in view while the question scrolls (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await startFundamentals(page);
    const q = exam(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    // On a phone Pause and Finish are in the palette sheet behind the bar's Questions button (issue 28).
    const questions = page.getByTestId('exam-bar').getByRole('button', { name: 'Questions' });
    const controls =
      label === 'phone'
        ? [page.getByTestId('exam-clock'), questions]
        : [page.getByTestId('exam-clock'), q.pause, q.finish];
    for (const control of controls) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    // It sits below the app's top bar, not under it.
    const top = await page.getByTestId('exam-header').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(64);

    // A focus target moved to by the keyboard is scrolled clear of the header (scroll-padding), not under it.
    await q.choice(0).focus();
    const choiceTop = await q.choice(0).evaluate((el) => el.getBoundingClientRect().top);
    expect(choiceTop).toBeGreaterThanOrEqual(await headerBottom(page));

    // Finish still works from the stuck header.
    if (label === 'phone') {
      await questions.click();
      await page
        .getByRole('dialog', { name: 'Questions' })
        .getByRole('button', { name: 'Finish Exam' })
        .click();
    } else await q.finish.click();
    await expect(page.getByRole('dialog', { name: 'Review before submitting' })).toBeVisible();
  });
}
