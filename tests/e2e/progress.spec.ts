// Issue 18: the progress page with data after an attempt: reached from the side menu, its chart told as text
// and as a table, readiness below the threshold with the weakest domains to practise, the dashboard card, and
// the same page in French.
import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { exam, finishExam, seededTests, signInFreshLearner } from './exam-support';
import { failOnMissingMessages } from './support';

test('the progress page after one attempt: chart summary and table, coverage, streak, readiness, dashboard card, French', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const checkMessages = failOnMissingMessages(page);
  await signInFreshLearner(page, 'progress');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);

  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
  await q.next.click();
  await expect(q.heading(2, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
  await finishExam(page);

  // From the side menu, which marks Progress as the current page.
  await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'Progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page).toHaveTitle('Progress — Kafka Learning');
  await expect(page.locator('nav [aria-current="page"]').last()).toHaveText('Progress');

  await expect(page.getByText('1 day', { exact: true })).toBeVisible();
  await expect(page.getByText(/You studied today\./)).toBeVisible();

  const section = page.getByRole('region', { name: fundamentals.title });
  const chart = section.getByRole('img', {
    name: /^1 attempt: latest \d+%, best \d+%, [01] passed; passing score 70%\.$/,
  });
  await expect(chart).toBeVisible();
  const summary = (await chart.getAttribute('aria-labelledby'))!;
  await expect(page.locator(`[id="${summary}"]`)).toHaveText(/^1 attempt: latest/);

  // The table alternative opens from the keyboard and has the attempt, as an exam.
  await section.locator('summary', { hasText: 'Show the scores as a table' }).focus();
  await page.keyboard.press('Enter');
  const scores = section
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Attempt' }) });
  await expect(scores.getByRole('row')).toHaveCount(2);
  await expect(scores.getByRole('row').nth(1)).toContainText('Exam');

  await expect(
    section.getByRole('progressbar', {
      name: `2 of ${fundamentals.totalQuestions} questions answered at least once`,
    }),
  ).toBeVisible();
  await expect(section.getByText('Not enough data yet')).toBeVisible();
  await expect(section.getByText(/^2 answers so far; an estimate needs 20\./)).toBeVisible();
  const practise = section.getByRole('link', { name: /^Practise / });
  expect(await practise.count()).toBeGreaterThanOrEqual(1);
  await expect(practise.first()).toHaveAttribute(
    'href',
    new RegExp(`^/tests/${fundamentals.id}\\?practise=[A-Z_]+$`),
  );

  // The dashboard card sums it up and leads back.
  await page
    .getByRole('navigation', { name: 'Main' })
    .last()
    .getByRole('link', { name: 'Dashboard' })
    .click();
  const card = page
    .getByRole('heading', { name: 'Progress and readiness' })
    .locator('xpath=ancestor::*[contains(@class,"rt-Card")][1]');
  await expect(card.getByText('Study streak: 1 day')).toBeVisible();
  await expect(card.getByRole('listitem')).toHaveText(
    new RegExp(`^${fundamentals.title}: latest score \\d+% · not enough data yet \\(2 of 20 answers\\)$`),
  );
  await card.getByRole('link', { name: 'See your progress' }).click();
  await expect(page).toHaveURL(/\/progress$/);

  // The same page in French.
  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Progression' })).toBeVisible();
  await expect(page.getByText('Pas encore assez de données').first()).toBeVisible();
  await expect(page.getByText('1 jour', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^1 tentative\s: dernier score \d+\s%/ })).toBeVisible();
  checkMessages();
});
