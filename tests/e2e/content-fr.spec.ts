import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { loadSeedTestsSync } from '../../apps/api/src/db/seed/load';
import { exam, seededTests, signInFreshLearner } from './exam-support';

// The free test as the server seeds it from the question bank (content/tests/kafka-fundamentals.yaml).
const fundamentalsTest = loadSeedTestsSync(() => undefined).find(
  (test) => test.slug === 'kafka-fundamentals',
)!;
const fundamentalsFr = fundamentalsTest.fr!;

test('a French learner reads the test and its questions in French, and switching language mid-attempt keeps the answer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInFreshLearner(page, 'content-fr');
  const { fundamentals } = await seededTests(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('language-set')) {
      localStorage.setItem('language', 'fr');
      sessionStorage.setItem('language-set', '1');
    }
  });

  await page.goto(`/tests/${fundamentals.id}`);
  await expect(page.getByRole('heading', { name: fundamentalsFr.title })).toBeVisible();
  await page.getByRole('button', { name: 'Commencer le test' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(fundamentalsFr.questions[0]!.text)).toBeVisible();
  await expect(main.getByText(fundamentalsFr.questions[0]!.choices[0]!)).toBeVisible();
  const q = exam(page);
  await q.choice(2).click();
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('button', { name: /^Langue/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(main.getByText(fundamentalsTest.questions[0]!.text)).toBeVisible();
  await expect(main.getByText(fundamentalsTest.questions[0]!.choices[0]!.text)).toBeVisible();
  await expect(q.choice(2)).toHaveAttribute('aria-checked', 'true');
  await q.next.click();
  await expect(main.getByText(fundamentalsTest.questions[1]!.text)).toBeVisible();
});
