// Issue 28: results as a study loop. After an exam the summary counts correct, wrong and unanswered apart and
// starts "Practise what I missed" in one click; a practice drill ends with accuracy and active time, no
// verdict; the results page (/tests/results/{id}) shows the time per question, keeps the review's filters
// over a reload and retakes the test; Progress opens a cross-test set pre-filled (also in French); the summary in
// French on a phone.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import {
  API,
  exam,
  finishExam,
  finishPractice,
  reviewCounter,
  seededTests,
  signInFreshLearner,
  titleIn,
} from './exam-support';
import { failOnMissingMessages } from './support';

const SHOTS = '/tmp/results-shots';

/** An exam of the warm-up (fixed order): question 1 right (C) after a few seconds on it, question 2 wrong, the rest blank. */
async function failedExam(page: Page, testId: number, total: number) {
  const q = exam(page);
  await page.goto(`/tests/${testId}`);
  await page.getByRole('button', { name: /^(Start Test|Commencer le test)$/ }).click();
  await expect(
    q.heading(1, total).or(page.getByRole('heading', { name: `Question 1 sur ${total}` })),
  ).toBeVisible();
  await page.waitForTimeout(2_200);
  await q.choice(2).click();
  await page.waitForTimeout(300);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^(Next|Suivante)$/ })
    .click();
  await q.choice(0).click();
  await page.waitForTimeout(300);
}

test('results loop: counts apart, practise what I missed, a drill without verdict, time per question, filters kept, Retake', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const checkMessages = failOnMissingMessages(page);
  await signInFreshLearner(page, 'results-loop');
  const { fundamentals } = await seededTests(page);
  const total = fundamentals.totalQuestions;
  const q = exam(page);
  const main = page.getByRole('main');

  await failedExam(page, fundamentals.id, total);
  await expect(q.saved).toBeVisible();
  await finishExam(page);
  const stat = (label: string) => main.getByText(label, { exact: true }).locator('xpath=../..');
  await expect(stat('Correct')).toContainText('1');
  await expect(stat('Wrong')).toContainText('1');
  await expect(stat('Unanswered')).toContainText(String(total - 2));
  await expect(
    main.getByText('1 of 20 questions answered correctly'.replace('20', String(total))),
  ).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/after-submit-desktop.png`, fullPage: true });

  // One click: the missed questions as a practice set.
  await main.getByRole('button', { name: `Practise what I missed (${total - 1} questions)` }).click();
  await expect(q.heading(1, total - 1)).toBeVisible();
  await expect(main.getByText('Practice · untimed')).toBeVisible();
  await page.waitForTimeout(1_200);
  await finishPractice(page);
  await expect(main.getByRole('heading', { level: 1, name: 'Practice set complete' })).toBeVisible();
  await expect(main.getByText('Accuracy')).toBeVisible();
  await expect(main.getByText(/FAILED|PASSED|required to pass/)).toHaveCount(0);
  await expect(main.getByText('Active time')).toBeVisible();
  await expect(main.getByText('Time used')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/practice-drill-desktop.png`, fullPage: true });

  // The exam's own results page: the time on question 1, filters kept over a reload, then Retake.
  const history = await page.request.get(`${API}/tests/${fundamentals.id}/history`);
  const { data: attempts } = (await history.json()) as { data: { testHistoryId: number; mode: string }[] };
  const examId = attempts.find((a) => a.mode === 'exam')!.testHistoryId;
  await page.goto(`/tests/results/${examId}`);
  await expect(main.getByRole('button', { name: 'Retake Exam' })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Practise what I missed/ })).toBeVisible();
  await expect(main.getByRole('button', { name: /^Practise my weakest domain: / })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/results-page-desktop.png`, fullPage: true });
  await main.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
  await expect(page).toHaveURL(/\?view=review$/);
  const first = page.getByRole('article').first();
  await expect(first.getByText(/^Time on question: 0:0[2-9]$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Answered' }).click();
  await page.getByRole('option', { name: 'Unanswered only', exact: true }).click();
  await expect(reviewCounter(page)).toHaveText(`Showing ${total - 2} of ${total} questions`);
  await page.reload();
  await expect(reviewCounter(page)).toHaveText(`Showing ${total - 2} of ${total} questions`);
  await expect(page.getByRole('article').first().getByText('Not answered')).toBeVisible();
  await expect(page.getByRole('article').first().getByText('Incorrect', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to summary' }).click();
  await main.getByRole('button', { name: 'Retake Exam' }).click();
  // The test's page; once the new attempt runs, its address names the question on screen (usePlaceInUrl).
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}(\\?question=1)?$`));
  await expect(q.heading(1, total)).toBeVisible();
  await expect(q.finish).toBeVisible();
  checkMessages();
});

test('Progress opens a practice set across all tests, pre-filled on the weak domain', async ({ page }) => {
  test.setTimeout(150_000);
  await signInFreshLearner(page, 'results-progress');
  const { fundamentals } = await seededTests(page);
  await failedExam(page, fundamentals.id, fundamentals.totalQuestions);
  await finishExam(page);

  await page.goto('/progress');
  const section = page.getByRole('region', { name: fundamentals.title });
  const practise = section.getByRole('link', { name: /^Practise / }).first();
  const domain = ((await practise.innerText()).match(/^Practise (.+)$/)?.[1] ?? '').trim();
  await practise.click();
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?practise=`));
  const form = page.getByRole('form', { name: 'Custom practice set' });
  await expect(form.getByRole('heading', { name: 'Custom practice set' })).toBeFocused();
  await expect(form.getByRole('radio', { name: 'All my tests' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: domain })).toBeChecked();
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/prefilled-from-progress-desktop.png` });
  await form.getByRole('radio', { name: 'All questions' }).click();
  await form.getByRole('button', { name: 'Start Practice Set' }).click();
  await expect(page.getByRole('main').getByText('Practice · untimed')).toBeVisible();

  const open = await page.request.get(`${API}/test-taking/abandoned?testId=${fundamentals.id}`);
  const { data: session } = (await open.json()) as { data: { id: number } };
  const resumed = await page.request.get(`${API}/test-taking/${session.id}/question/1?lang=en`);
  expect(((await resumed.json()) as { data: { categoryName: string } }).data.categoryName).toBe(domain);
});

test('Progress opens a practice set across all tests, pre-filled on the weak domain (French)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const checkMessages = failOnMissingMessages(page);
  await signInFreshLearner(page, 'results-progress-fr');
  const { fundamentals } = await seededTests(page);
  const title = await titleIn(page, fundamentals.id, 'fr');
  await failedExam(page, fundamentals.id, fundamentals.totalQuestions);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Terminer l’examen$/ })
    .click();
  await page.getByRole('button', { name: 'Continuer vers la soumission' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Soumettre/ })
    .click();
  await expect(page.getByRole('main').getByText(/répondues? correctement/)).toBeVisible();

  await page.goto('/progress');
  const section = page.getByRole('region', { name: title });
  const practise = section.getByRole('link', { name: /^S’entraîner sur / }).first();
  const domain = ((await practise.innerText()).match(/^S’entraîner sur (.+)$/)?.[1] ?? '').trim();
  expect(domain).not.toBe('');
  await practise.click();
  await expect(page).toHaveURL(new RegExp(`/tests/${fundamentals.id}\\?practise=`));
  const form = page.getByRole('form', { name: 'Série d’entraînement sur mesure' });
  await expect(form.getByRole('heading', { name: 'Série d’entraînement sur mesure' })).toBeFocused();
  await expect(form.getByRole('radio', { name: 'Tous mes tests' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: domain })).toBeChecked();
  await expect(form.getByRole('checkbox', { checked: true })).toHaveCount(1);
  await form.getByRole('radio', { name: 'Toutes les questions' }).click();
  await form.getByRole('button', { name: 'Lancer la série' }).click();
  await expect(page.getByRole('main').getByText('Entraînement · sans chrono')).toBeVisible();
  checkMessages();
});

test('en français sur un téléphone : le résumé compte juste et ses boutons tiennent', async ({ browser }) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  const checkMessages = failOnMissingMessages(page);
  await signInFreshLearner(page, 'results-fr');
  const { fundamentals } = await seededTests(page);
  const total = fundamentals.totalQuestions;
  await failedExam(page, fundamentals.id, total);
  // On a phone Finish is in the palette sheet behind the exam bar's Questions button.
  await page.getByTestId('exam-bar').getByRole('button', { name: 'Questions' }).click();
  await page.getByRole('button', { name: /^Terminer l’examen$/ }).click();
  await page.getByRole('button', { name: 'Continuer vers la soumission' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^Soumettre/ })
    .click();
  const main = page.getByRole('main');
  await expect(main.getByText(`1 question sur ${total} répondue correctement`)).toBeVisible();
  await expect(main.getByText('Sans réponse', { exact: true })).toBeVisible();
  await expect(main.getByText('Fausses', { exact: true })).toBeVisible();
  const buttons = main.getByRole('button').or(main.getByRole('link', { name: 'Retour au tableau de bord' }));
  for (const button of await buttons.all()) {
    const fits = await button.evaluate(
      (el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1,
    );
    expect(fits, await button.innerText()).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/after-submit-phone-fr.png`, fullPage: true });
  await main.getByRole('button', { name: /^Revoir mes erreurs/ }).click();
  await expect(main.getByRole('heading', { name: `Question 1 sur ${total - 1}` })).toBeVisible();
  checkMessages();
  await context.close();
});
