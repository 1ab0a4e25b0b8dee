import { expect } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, exam, finishExam, finishPractice, seededTests, signInFreshLearner } from './exam-support';

// A failed exam on the warm-up (fixed order: question 1's answer is C), then a custom practice set of only the
// missed Producer questions: the empty source first says so, then the set holds exactly the missed ones, and
// it resumes after a reload and ends in the history as practice.
test('a learner drills only the questions missed in a failed exam', async ({ page }) => {
  test.setTimeout(150_000);
  await signInFreshLearner(page, 'practice-set');
  const { fundamentals } = await seededTests(page);
  const q = exam(page);
  const main = page.getByRole('main');

  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('radio', { name: /^Practice/ }).click();
  const form = main.getByRole('form', { name: 'Custom practice set' });
  await form.getByRole('button', { name: 'Start Practice Set' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'No question matches these choices. Pick other domains or another source.',
  );

  // The exam: question 1 right (C), question 2 wrong, the rest blank.
  await page.getByRole('radio', { name: /^Exam/ }).click();
  await page.getByRole('button', { name: 'Start Test' }).click();
  // The intro has radios of its own: the question first, then its choices.
  await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
  await q.choice(2).click();
  await expect(q.saved).toBeVisible();
  await q.next.click();
  await q.choice(0).click();
  await expect(q.saved).toBeVisible();
  await finishExam(page);
  await expect(page.getByRole('heading', { name: 'You did not pass this time' })).toBeVisible();

  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('radio', { name: /^Practice/ }).click();
  for (const domain of ['Consumer', 'Broker', 'Kafka Streams', 'Kafka Connect', 'ksqlDB']) {
    await form.getByRole('checkbox', { name: domain }).click();
  }
  await form.getByRole('spinbutton', { name: 'Number of questions' }).fill('3');
  await expect(form.getByRole('radio', { name: /^Only missed/ })).toBeChecked();
  await form.getByRole('button', { name: 'Start Practice Set' }).click();

  // The warm-up's Producer questions are 1-5: 1 was right, 2 wrong, 3-5 blank. Three asked, three drawn.
  await expect(q.heading(1, 3)).toBeVisible();
  await expect(main.getByText('Practice · untimed')).toBeVisible();
  const abandoned = await page.request.get(`${API}/test-taking/abandoned?testId=${fundamentals.id}`);
  const { data: open } = (await abandoned.json()) as { data: { id: number } };
  const drawn: { questionText: string; categoryName: string }[] = [];
  for (let n = 1; n <= 3; n++) {
    const reply = await page.request.get(`${API}/test-taking/${open.id}/question/${n}?lang=en`);
    drawn.push(((await reply.json()) as { data: { questionText: string; categoryName: string } }).data);
  }
  expect(drawn.map((d) => d.categoryName)).toEqual(['Producer', 'Producer', 'Producer']);
  expect(new Set(drawn.map((d) => d.questionText)).size).toBe(3);
  expect(drawn.some((d) => d.questionText.startsWith('A topic has replication.factor=3'))).toBe(false);

  // A reload goes straight back into the set (issue 28).
  await page.reload();
  await expect(q.heading(1, 3)).toBeVisible();
  await finishPractice(page);
  await expect(page.getByText('Practice: not counted toward your best exam score')).toBeVisible();
  await expect(page.getByText('0 of 3 questions answered correctly')).toBeVisible();
});
