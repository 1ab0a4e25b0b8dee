// Helpers of the end-to-end journeys: unique accounts, mail read from the dev outbox, API calls that share
// the page's cookies, and a guard that fails a test on a missing translation.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const API = '/elearning/api';

export const demo = { email: 'demo@kafka-learning.dev', password: 'KafkaDemo2026!' };

let counter = 0;

/** An address no other test (or earlier run against a kept database) has used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  code?: string;
}

/** The newest mail to `to` that matches, polled from the dev outbox (mail is sent after the answer). */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}`);
        const { data } = (await response.json()) as { data: OutboxMail[] };
        found = data.find(matches);
        return found !== undefined;
      },
      { message: `a mail to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest mail to `to` that carries one. */
export async function latestCode(request: APIRequestContext, to: string): Promise<string> {
  const mail = await latestMail(request, to, (m) => m.code !== undefined);
  return mail.code!;
}

/** Headers for an unsafe API call from the page's context: the XSRF cookie echoed, as the site does. */
async function xsrfHeaders(page: Page): Promise<Record<string, string>> {
  let token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  if (!token) {
    await page.request.get(`${API}/users/auth-status`);
    token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  }
  return { 'X-XSRF-TOKEN': token ?? '' };
}

/** A POST (or PATCH) through the page's own cookies, so a session it opens is the browser's session. */
export async function apiCall(page: Page, method: 'POST' | 'PATCH', path: string, data?: unknown) {
  const response = await page.request.fetch(`${API}${path}`, {
    method,
    headers: await xsrfHeaders(page),
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response;
}

export interface Learner {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newLearner(label: string): Learner {
  return { firstName: 'Grace', lastName: 'Hopper', email: uniqueEmail(label), password: 'Streams-2026!' };
}

/**
 * A verified account created through the API (fast), signed in in the page's context. The sign-up screens
 * themselves are covered by their own journey.
 */
export async function signedInLearner(page: Page, learner: Learner): Promise<Learner> {
  const { firstName, lastName, email, password } = learner;
  await apiCall(page, 'POST', '/users/register', { firstName, lastName, email, password });
  const code = await latestCode(page.request, email);
  await apiCall(page, 'POST', '/users/verify', { email, code });
  return learner;
}

/**
 * Waits until the app has taken over the page, its content included: a pre-rendered page is on screen before
 * that, its buttons do nothing yet and hydration drops nodes a test added.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /^(true|false)$/);
}

/** Signs in through the login screen (once the app runs: the pre-rendered submit waits for it). */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await appTookOver(page);
  await page.getByLabel(/^(email)$/i).fill(email);
  await page.getByLabel(/^(password|mot de passe)$/i).fill(password);
  await page.getByRole('button', { name: /^(sign in|se connecter)$/i }).click();
}

/**
 * Fails the test on a message missing from a catalogue: react-intl reports it on the console
 * ("[@formatjs/intl Error MISSING_TRANSLATION]").
 */
export function failOnMissingMessages(page: Page): () => void {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/\[@formatjs|MISSING_TRANSLATION|MISSING_VALUE|FORMAT_ERROR/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return () => expect(problems, problems.join('\n')).toEqual([]);
}

/** A toast with this text (Radix also copies it into a live region for screen readers: take the toast). */
export function toast(page: Page, text: string | RegExp) {
  return page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first();
}

/**
 * Navigates inside the running app (history.pushState + popstate, as a link would), without reloading the
 * page: many pages are checked in the time of a few full loads.
 */
export async function navigateInApp(page: Page, path: string) {
  // The router listens once the app has taken over the page (a pre-rendered page is on screen before that).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /^(true|false)$/);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits until the page shows its real content: no spinner or skeleton left, fonts loaded and every finite
 * animation (dialogs opening, toasts sliding in) finished. Checks that read colours or pixels need this.
 */
export async function pageSettled(page: Page) {
  await appTookOver(page);
  await expect(page.locator('.rt-Spinner')).toHaveCount(0);
  await expect(page.locator('.rt-Skeleton')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** A public page's address in a language: English at its path, French under /fr (spec decision 87). */
export function addressIn(locale: 'en' | 'fr', path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/fr' : `/fr${path}`;
}
