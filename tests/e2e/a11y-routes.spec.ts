// axe (WCAG 2.1 A and AA) on every route of the app and on the dialogs and states that matter, signed out and
// signed in, in the light and the dark theme. Violations are collected per page and reported together.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { getViolations, injectAxe } from 'axe-playwright';
import { exam, seededTests, signInFreshLearner } from './exam-support';
import { appTookOver, pageSettled } from './support';
import { describeSystemFontUses, systemFontUses } from '../support/system-fonts';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };

/** Every page state checked in this run, by theme: the summary printed at the end. */
const checkedStates: Record<Theme, string[]> = { light: [], dark: [] };
const checkedRoutes = new Set<string>();

/** Opens the app in this theme for every page the test loads. */
async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** The page's WCAG 2.1 A/AA violations, one line each: rule, impact, help and the first offending elements. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
  const violations = await getViolations(page, undefined, { runOnly: { type: 'tag', values: wcagTags } });
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Runs axe on the page as it is once settled and records the violations as a soft failure, so one run lists
 * every page's problems. `route` is the route-table entry the page belongs to.
 */
async function expectAccessible(page: Page, theme: Theme, route: string, state = route) {
  await pageSettled(page);
  await expect(page.locator('html'), `${state} in the ${theme} theme`).toHaveClass(
    new RegExp(`\\b${theme}\\b`),
  );
  expect.soft(await axeViolations(page), `axe on ${state} (${theme})`).toEqual([]);
  // Text in a machine font looks different on every OS (and breaks the route screenshots): shipped faces only.
  if (theme === 'light') {
    const systemFonts = describeSystemFontUses(await systemFontUses(page));
    expect.soft(systemFonts, `text in a system font on ${state}`).toEqual([]);
  }
  checkedStates[theme].push(state);
  checkedRoutes.add(route);
}

/** Opens a path with a full page load and checks it. */
async function visitAndCheck(page: Page, theme: Theme, path: string, route = path) {
  await page.goto(path);
  await expectAccessible(page, theme, route, path);
}

const publicPaths = [
  '/',
  '/about',
  '/articles',
  '/contact',
  '/pricing',
  '/login',
  '/signup',
  '/forgot-password',
  '/change-password',
  '/terms',
  '/privacy',
];

test('the font check finds text drawn in a system font', async ({ page }) => {
  await page.goto('/about');
  await pageSettled(page);
  expect(await systemFontUses(page), 'the page as shipped').toEqual([]);
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML('afterbegin', '<p style="font-family: monospace">planted</p>');
  });
  const found = describeSystemFontUses(await systemFontUses(page));
  expect(found).toEqual([expect.stringMatching(/^<p> planted — drawn with \S/)]);
});

test('the check finds a real violation (an unlabelled field, grey on grey text)', async ({ page }) => {
  await page.goto('/about');
  await pageSettled(page);
  await page.locator('main').evaluate((main) => {
    main.insertAdjacentHTML(
      'afterbegin',
      '<input type="text"><p style="color:#aaa;background:#bbb">Faint text</p>',
    );
  });
  const found = await axeViolations(page);
  expect(found.some((line) => line.startsWith('label '))).toBe(true);
  expect(found.some((line) => line.startsWith('color-contrast '))).toBe(true);
});

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(desktop);
      await useTheme(page, theme);
    });

    test(`public pages, signed out (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of publicPaths) await visitAndCheck(page, theme, path);
      await visitAndCheck(page, theme, '/no-such-page', '*');

      await page.evaluate(() => localStorage.setItem('pendingEmail', 'someone@e2e.test'));
      await visitAndCheck(page, theme, '/verify');

      // Forms with their validation messages showing.
      await page.goto('/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectAccessible(page, theme, '/contact', '/contact with errors');
      await page.goto('/signup');
      await page.getByRole('button', { name: /^Create account|^Sign up/i }).click();
      await expectAccessible(page, theme, '/signup', '/signup with errors');
      await page.goto('/login');
      await page.getByLabel('Email').fill('nobody@e2e.test');
      await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectAccessible(page, theme, '/login', '/login with a wrong password');
      await page.goto('/forgot-password');
      await page.getByLabel('Email').fill('nobody@e2e.test');
      await page.getByRole('button', { name: 'Send a temporary password' }).click();
      await expect(page.getByText('Check your email')).toBeVisible();
      await expectAccessible(page, theme, '/forgot-password', '/forgot-password sent');

      // The phone layout and its navigation drawer.
      await page.setViewportSize(phone);
      await page.goto('/');
      await appTookOver(page);
      await expectAccessible(page, theme, '/', '/ (phone)');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, theme, '/', '/ (phone) with the menu open');
    });

    test(`learner pages, signed in (${theme})`, async ({ page }) => {
      test.setTimeout(150_000);
      await signInFreshLearner(page, `a11y-${theme}`);
      const { ccdak } = await seededTests(page);

      for (const path of [
        '/dashboard',
        '/dashboard/courses',
        '/course/1',
        '/tps',
        '/orders',
        '/progress',
        '/cancel',
      ])
        await visitAndCheck(page, theme, path);
      await visitAndCheck(page, theme, '/success?token=SANDBOX-UNKNOWN&PayerID=SANDBOX-PAYER', '/success');
      await visitAndCheck(page, theme, '/tests/results/999999', '/tests/results/:historyId');
      await visitAndCheck(page, theme, '/no-such-page', '*');

      await visitAndCheck(page, theme, '/dashboard');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectAccessible(page, theme, '/dashboard', '/dashboard with the account menu open');
      await page.keyboard.press('Escape');

      // The catalogue, and the purchase modal of a locked test.
      await visitAndCheck(page, theme, '/tests');
      await page
        .getByRole('main')
        .locator('.rt-Card')
        .filter({ has: page.getByRole('heading', { name: ccdak.title, exact: true }) })
        .getByRole('button', { name: /^Unlock Test/ })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, theme, '/tests', '/tests with the purchase modal');
      await page.getByRole('dialog').getByRole('button', { name: 'Purchase Now' }).click();
      await expect(page.getByRole('button', { name: /^Sandbox checkout/ })).toBeVisible();
      await expectAccessible(page, theme, '/tests', '/tests with the checkout in the purchase modal');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();

      // Settings and its panels.
      await visitAndCheck(page, theme, '/settings');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
      await expectAccessible(page, theme, '/settings', '/settings with the password panel open');
      await page.getByLabel('Email address').fill('new-address@e2e.test');
      await page.getByRole('button', { name: 'Send Code' }).click();
      await expect(page.getByRole('dialog', { name: 'Confirm your password' })).toBeVisible();
      await expectAccessible(page, theme, '/settings', '/settings with the email-change dialog');
      await page.keyboard.press('Escape');

      // Subscription: inactive, the checkout open, then active with its receipt and an order.
      await visitAndCheck(page, theme, '/subscription');
      await page.getByRole('button', { name: 'Subscribe Now' }).click();
      const sandbox = page.getByRole('button', { name: /^Sandbox checkout/ });
      await expect(sandbox).toBeVisible();
      await expectAccessible(page, theme, '/subscription', '/subscription with the checkout open');
      await sandbox.click();
      // The subscription is approved and verified in place: the page shows it active with its receipt.
      await expect(page.getByText('Active', { exact: true })).toBeVisible();
      await expectAccessible(page, theme, '/subscription', '/subscription active');
      await visitAndCheck(page, theme, '/subscription', '/subscription');
      await visitAndCheck(page, theme, '/orders');

      // The signed-in shell at phone width, with its navigation drawer open.
      await page.setViewportSize(phone);
      await visitAndCheck(page, theme, '/dashboard');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, theme, '/dashboard', '/dashboard (phone) with the menu open');
      await page.keyboard.press('Escape');
      await visitAndCheck(page, theme, '/orders', '/orders');
    });

    test(`practice: the intro with a custom set, a checked question (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInFreshLearner(page, `a11y-practice-${theme}`);
      const { fundamentals } = await seededTests(page);
      const testPath = `/tests/${fundamentals.id}`;
      const q = exam(page);

      await page.goto(testPath);
      await page.getByRole('radio', { name: /^Practice/ }).click();
      await expect(page.getByRole('form', { name: 'Custom practice set' })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} intro, practice chosen`);
      await page.getByRole('button', { name: 'Start Practice', exact: true }).click();
      await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
      await q.choice(1).click();
      await page.getByRole('main').getByRole('button', { name: 'Check answer' }).click();
      await expect(page.getByRole('main').getByText('Incorrect. The correct answer is C.')).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} practice question, checked`);
    });

    test(`an exam from the intro to the review (${theme})`, async ({ page }) => {
      test.setTimeout(150_000);
      await signInFreshLearner(page, `a11y-exam-${theme}`);
      const { fundamentals } = await seededTests(page);
      const testPath = `/tests/${fundamentals.id}`;
      const q = exam(page);

      await page.goto(testPath);
      await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} intro`);
      await page.getByRole('button', { name: 'Start Test' }).click();
      await expect(q.heading(1, fundamentals.totalQuestions)).toBeVisible();
      await q.choice(0).click();
      await expect(q.saved).toBeVisible();
      await q.flag.click();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} question`);
      await page.setViewportSize(phone);
      await expectAccessible(page, theme, '/tests/:id', `${testPath} question (phone)`);
      // On a phone the palette is a sheet behind the exam bar's Questions button (issue 28).
      await page.getByTestId('exam-bar').getByRole('button', { name: 'Questions' }).click();
      const sheet = page.getByRole('dialog', { name: 'Questions' });
      await expect(sheet).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} palette sheet (phone)`);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await page.setViewportSize(desktop);

      await q.pause.click();
      await expect(page.getByRole('alertdialog', { name: 'Test paused' })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} paused`);
      await page.getByRole('button', { name: 'Resume' }).click();

      // Leaving through the navigation asks first.
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(page.getByRole('alertdialog', { name: 'Leave the exam?' })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} leave dialog`);
      await page.getByRole('button', { name: 'Stay in Exam' }).click();

      await q.finish.click();
      await expect(page.getByRole('dialog', { name: 'Review before submitting' })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} review before submitting`);
      await page.getByRole('button', { name: 'Continue to Submit' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Submit your exam?' })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} submit confirmation`);
      await page.getByRole('button', { name: 'Submit Exam' }).click();
      await expect(page.getByText(/questions answered correctly/)).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} result summary`);
      await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
      await expect(page.getByText(/^Showing \d+ of \d+ questions$/)).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} review`);

      // The intro with its history, and the results page of that attempt.
      await page.goto(testPath);
      await expect(page.getByRole('link', { name: /View Results/ })).toBeVisible();
      await expectAccessible(page, theme, '/tests/:id', `${testPath} intro with history`);
      await page.getByRole('link', { name: /View Results/ }).click();
      await expect(page).toHaveURL(/\/tests\/results\/\d+$/);
      await expectAccessible(page, theme, '/tests/results/:historyId', 'results summary');
      await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
      await expect(page.getByText(/^Showing \d+ of \d+ questions$/)).toBeVisible();
      await expectAccessible(page, theme, '/tests/results/:historyId', 'results review with explanations');

      // The inactivity warning, on a clock shortened for the test (read when the test page mounts).
      await page.addInitScript(() => {
        window.__EXAM_INACTIVITY__ = { warnAfter: 1, pauseAfter: 600 };
      });
      await page.goto(testPath);
      await page.getByRole('button', { name: 'Start Test' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Are you still there?' })).toBeVisible({
        timeout: 15_000,
      });
      await expectAccessible(page, theme, '/tests/:id', `${testPath} inactivity warning`);
    });
  });
}

test.afterAll(() => {
  const light = checkedStates.light.length;
  const dark = checkedStates.dark.length;
  console.log(
    `a11y-routes: ${checkedRoutes.size} routes, ${light} page states in light + ${dark} in dark = ${light + dark} axe checks (${wcagTags.join(', ')})`,
  );
});
