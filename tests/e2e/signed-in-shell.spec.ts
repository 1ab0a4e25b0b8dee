// Signed-in /tests and /dashboard (docs/prerendering.md, "Signed-in pages rendered per request"): to a visitor
// without a session the server sends their loading state inside the signed-in frame (the app then sends them to
// sign in); to a signed-in learner, the page rendered with their data, in their language and theme, which the app
// hydrates without asking for that data again and without moving anything.
import { expect, type Page, type Request } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { getViolations, injectAxe } from 'axe-playwright';
import { holdRequests, observeShifts, shiftsAfterPaint } from './layout-shifts';
import { sandboxApproval, seededTests, signInFreshLearner } from './exam-support';
import { API, apiCall, appTookOver, demo } from './support';

const shells = {
  '/tests': {
    en: { title: 'Practice tests — Kafka Learning', heading: 'Practice Tests', loading: 'Loading tests…' },
    fr: {
      title: 'Tests d’entraînement — Kafka Learning',
      heading: 'Tests d’entraînement',
      loading: 'Chargement des tests…',
    },
  },
  '/dashboard': {
    en: {
      title: 'Dashboard — Kafka Learning',
      heading: 'Loading your dashboard…',
      loading: 'Loading your statistics…',
    },
    fr: {
      title: 'Tableau de bord — Kafka Learning',
      heading: 'Chargement de votre tableau de bord…',
      loading: 'Chargement de vos statistiques…',
    },
  },
} as const;
type ShellPath = keyof typeof shells;
const paths = Object.keys(shells) as ShellPath[];

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();

/** Signs the demo learner in, in the page's context (the session cookie is the browser's). */
async function signIn(page: Page, locale: 'en' | 'fr' = 'en') {
  await apiCall(page, 'POST', '/users/login', demo);
  // The stored choice, mirrored in the cookie the server picks the variant from (as the site keeps them).
  await page.addInitScript((language) => localStorage.setItem('language', language), locale);
  await page
    .context()
    .addCookies([{ name: 'language', value: locale, url: test.info().project.use.baseURL! }]);
}

/** Every API request the page makes, as `/path?query` under the API's base. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(API)) seen.push(url.pathname.slice(API.length) + url.search);
  });
  return seen;
}

for (const locale of ['en', 'fr'] as const) {
  test(`the server sends /tests and /dashboard as their loading state in the frame (${locale})`, async ({
    request,
  }) => {
    for (const theme of ['light', 'dark'] as const) {
      for (const path of paths) {
        const expected = shells[path][locale];
        const response = await request.get(path, {
          headers: { cookie: `language=${locale}; theme=${theme}` },
        });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}" class="${theme}"`);
        expect(html, path).toContain(`data-prerendered="${locale} ${theme} shell"`);
        expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], path).toBe(expected.title);
        expect(stripTags(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''), path).toContain(
          expected.heading,
        );
        expect(html, path).toContain(expected.loading);
        // The signed-in frame (its side menu) and the page's skeleton, not the page spinner.
        expect(html, path).toContain('id="main-content"');
        expect(html, path).toContain('rt-Skeleton');
        // Painted from its own HTML and inline rules: no blocking stylesheet, the app's scripts and the whole
        // stylesheet asked for at low priority.
        expect(html, path).toContain('<style id="critical-css">');
        const scripted =
          /<script type="module"[^>]*>|<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;
        const appTags = html.match(scripted) ?? [];
        expect(appTags.length, path).toBeGreaterThan(2);
        for (const tag of appTags) expect(tag, path).toContain('fetchpriority="low"');
        const rendered = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
        expect(rendered, path).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
      }
    }
  });
}

/** What the signed-in page shows of the learner's own data, in their language. */
async function learnerData(page: Page, path: ShellPath, locale: 'en' | 'fr') {
  if (path === '/dashboard')
    return page.getByRole('heading', {
      level: 1,
      name: locale === 'fr' ? /^(Bienvenue|Bon retour), Demo Learner !$/ : /^Welcome( back)?, Demo Learner!$/,
    });
  const tests = await page.request.get(`${API}/tests?requireAuth=true`, {
    headers: { 'accept-language': locale },
  });
  const [first] = ((await tests.json()) as { data: { title: string }[] }).data;
  return page.getByRole('heading', { name: first!.title, exact: true });
}

/** Console errors and warnings, and uncaught errors, of the page from now on. */
function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Opens a signed-in page the server renders for the learner: its first HTML (data island aside) shows each of
 * `shown`, and the app takes it over without asking the API again (only the payment config, which no page
 * renders).
 */
async function expectRenderedThenHydrated(page: Page, address: string, shown: readonly (string | RegExp)[]) {
  const requests = apiRequests(page);
  const response = await page.goto(address);
  const html = await response!.text();
  expect(html, address).toContain('signed-in"');
  const text = stripTags(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, ''));
  for (const expected of shown) expect(text, address).toMatch(expected);
  await appTookOver(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForLoadState('networkidle');
  expect(requests, address).toEqual(['/payments/config']);
  page.removeAllListeners('request');
}

test('signed in, the page comes with the learner’s data, readable and accessible before the app runs; the app hydrates it', async ({
  page,
}) => {
  await signIn(page, 'fr');
  const problems = pageProblems(page);
  for (const path of paths) {
    // The app's entry held (and with it DOMContentLoaded, which waits for module scripts): what the visitor has
    // is the server's HTML alone.
    const releaseApp = await holdRequests(page, /\/assets\/index-[^/]*\.js$/);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(await learnerData(page, path, 'fr')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-prerendered', 'fr light signed-in');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('navigation').first().getByRole('link', { name: 'Tests' })).toBeVisible();
    await injectAxe(page);
    const violations = await getViolations(page, undefined, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
      [],
    );
    await releaseApp();
    await page.unrouteAll();
    await appTookOver(page);
    // Hydrated, not replaced: the app's first render drew what the server had (a mismatch is an error above).
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: 'Menu du compte' })).toBeVisible();
    expect(await page.title()).toBe(shells[path].fr.title);
  }
  expect(problems).toEqual([]);
});

for (const path of paths) {
  test(`${path}: the learner’s data comes in the first HTML, and the app asks for none of it again`, async ({
    page,
  }) => {
    await signIn(page);
    const requests = apiRequests(page);
    const response = await page.goto(path);
    const html = (await response!.text()).replace(/<script type="application\/json"[\s\S]*?<\/script>/, '');
    expect(stripTags(html)).toContain(await (await learnerData(page, path, 'en')).textContent());
    await appTookOver(page);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // After an idle period, two frames: only the demo notice's config, which no page render carries.
    await page.evaluate(
      () =>
        new Promise((done) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(done))),
        ),
    );
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['/payments/config']);
    // Still the app's: a filter narrows the list; the dashboard's link leads on.
    if (path === '/tests') {
      await page.getByPlaceholder('Search by title, description or topic').fill('zzz-no-such-test');
      await expect(page).toHaveURL(/q=zzz-no-such-test/);
    } else {
      await page.getByRole('link', { name: 'See your progress' }).click();
      await expect(page).toHaveURL(/\/progress$/);
    }
  });
}

test('a signed-out visitor on /tests is asked auth-status once and nothing else, and goes to the login page', async ({
  page,
}) => {
  const requests = apiRequests(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/tests');
  await expect(page).toHaveURL(/\/login$/);
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url === '/users/auth-status')).toHaveLength(1);
  expect(requests).not.toContain('/users/me');
  expect(requests).not.toContain('/tests?requireAuth=true');
  expect(problems).toEqual([]);
});

for (const path of paths) {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1350, height: 940 },
  ]) {
    test(`the ${path} page the server rendered does not move when the app takes it over (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page);
      // A learner who signed in has the text face cached: a face arriving after the first paint moves text a
      // little on any page (layout-shift.spec.ts), which is not what this measures.
      await page.goto('/about');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await observeShifts(page);
      await page.goto(path);
      await appTookOver(page);
      await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      expect(await shiftsAfterPaint(page)).toEqual([]);
    });
  }
}

test('a signed-in page that arrives in parts paints its frame whole (412 px)', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signIn(page);
  await observeShifts(page);
  // A slow device or link: the parser stops in the middle of the header's right-hand group for a second (a
  // parser-blocking script), as it yields mid-document on a slow phone. The browser may paint meanwhile; what it
  // paints must not be a header that moves when the rest arrives.
  await page.route('**/parser-pause.js', async (route) => {
    await new Promise((resume) => setTimeout(resume, 1000));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route('**/tests', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const accountMenu = html.indexOf('>Account menu</span>');
    expect(accountMenu).toBeGreaterThan(0);
    const button = html.lastIndexOf('<button', accountMenu);
    const body = `${html.slice(0, button)}<script src="/parser-pause.js"></script>${html.slice(button)}`;
    await route.fulfill({ response, body });
  });
  await page.goto('/tests');
  await appTookOver(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await shiftsAfterPaint(page)).toEqual([]);
});

// Issue 27: orders and progress are rendered for the learner too. Their dates are written in the reader's time
// zone on both sides (the timezone cookie public/preferences.js keeps): a zone 14 hours from UTC puts many of
// them on another day than UTC would, and a date written differently would fail hydration (an error here).
test.describe('orders and progress, in a time zone far from UTC', () => {
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('come with the learner’s order and scores in the first HTML, and hydrate without asking again', async ({
    page,
  }) => {
    await signInFreshLearner(page, 'rendered-orders');
    const { ccdak } = await seededTests(page);
    await page.goto('/dashboard');
    const approval = await sandboxApproval(page, ccdak.id);
    await page.goto(approval.pathname + approval.search);
    await expect(page.getByRole('heading', { name: 'Payment successful!' })).toBeVisible();

    const problems = pageProblems(page);
    for (const [path, shown] of [
      ['/orders', [ccdak.title, /ORD-\d{4}-\d{6}/]],
      ['/progress', ['Study streak', ccdak.title]],
    ] as const) {
      await expectRenderedThenHydrated(page, path, shown);
    }
    expect(problems).toEqual([]);
  });
});

// A page whose route has a parameter: the server renders it from the template of its pattern.
test('an attempt’s results come in the first HTML, summary and review, and hydrate without asking again', async ({
  page,
}) => {
  await signInFreshLearner(page, 'rendered-results');
  const { fundamentals } = await seededTests(page);
  const started = await apiCall(page, 'POST', '/test-taking/start', { testId: fundamentals.id });
  const { id: sessionId } = ((await started.json()) as { data: { id: number } }).data;
  const submitted = await apiCall(page, 'POST', `/test-taking/${sessionId}/submit`, { remainingTime: 60 });
  const { historyId } = ((await submitted.json()) as { data: { historyId: number } }).data;
  const total = fundamentals.totalQuestions;

  const problems = pageProblems(page);
  for (const [query, shown] of [
    ['', ['You did not pass this time', `0 of ${total} questions answered correctly`, fundamentals.title]],
    [
      '?view=review',
      ['Correct Answers &amp; Explanations', `Showing ${total} of ${total} questions`, 'Explanation'],
    ],
  ] as const) {
    await expectRenderedThenHydrated(page, `/tests/results/${historyId}${query}`, shown);
  }
  // Still the app's: back to the summary, in the address too.
  await page.getByRole('button', { name: 'Back to summary' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/results/${historyId}$`));
  await expect(page.getByRole('heading', { name: 'You did not pass this time' })).toBeVisible();
  expect(problems).toEqual([]);
});
