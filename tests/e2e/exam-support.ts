// Helpers of the exam and purchase journeys: a fresh verified learner per test (so attempts and purchases
// never meet), the seeded tests by title, and locators for the question view.
import { expect, type Locator, type Page } from '@playwright/test';
import { apiCall } from './support';

export const API = '/elearning/api';

declare global {
  interface Window {
    /** Shortens the exam's inactivity clock, in seconds (apps/site/src/features/exam/README.md). */
    __EXAM_INACTIVITY__?: { warnAfter?: number; pauseAfter?: number };
  }
}

export interface SeededTest {
  id: number;
  title: string;
  isFree: boolean;
  totalQuestions: number;
}

let counter = 0;

/** Sends the page's XSRF cookie back as the header, as the site does on every unsafe call. */
async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  const find = async () => (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!(await find())) await page.request.get(`${API}/users/auth-status`);
  return { 'X-XSRF-TOKEN': (await find()) ?? '' };
}

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(`${API}${path}`, { headers: await xsrfHeader(page), data });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

/**
 * A new verified learner, signed in in the page's browser context (the API calls share its cookies). Sign-up
 * through the screens has its own journey; here it only has to be fast and isolated.
 */
export async function signInFreshLearner(page: Page, label: string) {
  counter += 1;
  const email = `exam-${label}-${Date.now().toString(36)}-${counter}@e2e.test`;
  const learner = { firstName: 'Ada', lastName: 'Lovelace', email, password: 'Partitions-2026!' };
  await post(page, '/users/register', learner);
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`${API}/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await response.json()) as { data: { code?: string }[] };
      code = data.find((mail) => mail.code)?.code;
      return code !== undefined;
    })
    .toBe(true);
  await post(page, '/users/verify', { email, code });
  return learner;
}

/** The seeded tests (English titles), looked up by title so no test depends on id order. */
export async function seededTests(page: Page) {
  const response = await page.request.get(`${API}/tests?lang=en`);
  const { data } = (await response.json()) as { data: SeededTest[] };
  const byTitle = (part: string) => {
    const test = data.find((t) => t.title.includes(part));
    if (!test) throw new Error(`no seeded test titled like "${part}"`);
    return test;
  };
  return {
    fundamentals: byTitle('Fundamentals'),
    ccdak: byTitle('CCDAK'),
    streams: byTitle('Streams'),
  };
}

/**
 * A sandbox purchase of a test, opened through the API from a page of the site (whose origin the return addresses
 * take): the address of its approval, which completes it when the page goes there.
 */
export async function sandboxApproval(page: Page, testId: number): Promise<URL> {
  const base = new URL(page.url()).origin;
  const created = await apiCall(page, 'POST', '/payments/paypal/test/purchase', {
    testId,
    returnUrl: `${base}/success`,
    cancelUrl: `${base}/cancel`,
  });
  const { approvalUrl } = (await created.json()) as { approvalUrl: string };
  return new URL(approvalUrl);
}

/** A test's title as a learner reading the site in `lang` sees it. */
export async function titleIn(page: Page, testId: number, lang: 'en' | 'fr'): Promise<string> {
  const response = await page.request.get(`${API}/tests/${testId}?lang=${lang}`);
  return ((await response.json()) as { data: { title: string } }).data.title;
}

/** The question view's parts. */
export function exam(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: (n: number, total: number) => main.getByRole('heading', { name: `Question ${n} of ${total}` }),
    /** The choices of the question on screen, in letter order (radios or checkboxes). */
    choices: main.getByRole('radio').or(main.getByRole('checkbox')),
    choice: (index: number): Locator => main.getByRole('radio').or(main.getByRole('checkbox')).nth(index),
    // "Flagged" once pressed (issue 28): the toggle says its state.
    flag: main.getByRole('button', { name: /^(Flag for review|Flagged)$/ }),
    next: main.getByRole('button', { name: 'Next' }),
    previous: main.getByRole('button', { name: 'Previous' }),
    pause: main.getByRole('button', { name: 'Pause' }),
    finish: main.getByRole('button', { name: 'Finish Exam' }),
    saved: main.getByText('Answer saved'),
    offline: main.getByText('You are offline. Your answer will be saved when the connection is back.'),
    cell: (n: number) => main.getByRole('button', { name: new RegExp(`^Question ${n}, `) }),
  };
}

/** Submits through Finish Exam's review and confirmation, and waits for the result summary. */
export async function finishExam(page: Page) {
  await exam(page).finish.click();
  await page
    .getByRole('dialog', { name: 'Review before submitting' })
    .getByRole('button', { name: 'Continue to Submit' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit your exam?' });
  await dialog.getByRole('button', { name: 'Submit Exam' }).click();
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
}

/** Finishes a practice attempt or set: Finish Practice, Continue to Submit, Submit Practice. */
export async function finishPractice(page: Page) {
  await page.getByRole('main').getByRole('button', { name: 'Finish Practice' }).click();
  await page
    .getByRole('dialog', { name: 'Review before submitting' })
    .getByRole('button', { name: 'Continue to Submit' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Submit Practice' }).click();
}

/** Picks a value of one of the review filters (Radix selects: a combobox and its listbox). */
export async function chooseReviewFilter(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // The list and its counter render with the trigger's new value: a caller that reads the counter next
  // (not through a retrying assertion) reads the filtered list, not the one before.
  await expect(select).toHaveText(option);
}

/** The review's "Showing X of Y questions" counter. */
export function reviewCounter(page: Page) {
  return page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ questions?$/ });
}

/** The reviewed question numbered `n`. */
export function reviewedQuestion(page: Page, n: number) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${n}\\. `) }) });
}
