// Full-page screenshots of the main routes at a phone and a desktop width, in English, compared pixel for pixel
// with the baselines in __screenshots__/ (npm run test:visual:routes:update rewrites them). The browser's clock
// is fixed; what the server stamps with its own clock (dates, times used, the exam countdown, order numbers)
// and the per-run e-mail address are masked or replaced by a fixed sample.
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/stylesheet-classes';
import { exam, seededTests, signInFreshLearner } from '../../e2e/exam-support';
import { pageSettled } from '../../e2e/support';
import {
  baselineBrowserNote,
  recordBaselineBrowser,
  recordedBaselineBrowser,
} from '../../support/baseline-browser';

const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
type Viewport = keyof typeof viewports;
type Theme = 'light' | 'dark';

const fixedNow = new Date('2026-03-02T09:30:00Z');

/** Boxes of a fixed size whose content changes from run to run: masked. */
const varyingBoxes = {
  examClock: (page: Page) => page.getByTestId('exam-clock'),
  emailField: (page: Page) => page.getByRole('textbox', { name: 'Email address' }),
  timeUsedStat: (page: Page) => page.getByText('Time used', { exact: true }).locator('xpath=../..'),
};

interface VaryingText {
  locate: (page: Page) => Locator;
  pattern: RegExp;
  /** The fixed text; a list is used in turn, element after element (a purchase date, then its expiry). */
  replacement: string | string[];
}

/**
 * Texts that change from run to run and whose width moves the layout (a date, a per-run e-mail address that
 * wraps or not): a mask would still move with them, so they are replaced by a fixed sample before the
 * screenshot.
 */
const varyingTexts = {
  completedOn: {
    locate: (page) => page.getByText(/ · completed /),
    pattern: / · completed .*$/,
    replacement: ' · completed Mar 2, 2026, 9:30 AM',
  },
  shortDates: {
    locate: (page) => page.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/),
    pattern: /^.*$/,
    replacement: ['Mar 2, 2026', 'Sep 2, 2026'],
  },
  // Receipt numbers run across every payment of the server, so they depend on the journeys before this one.
  receiptNumbers: {
    locate: (page) => page.getByText(/R-\d{6}/),
    pattern: /R-\d{6}/,
    replacement: 'R-000001',
  },
  orderNumbers: {
    locate: (page) => page.getByText(/^Order ORD-/),
    pattern: /ORD-.*$/,
    replacement: 'ORD-2026-000001',
  },
  daysLeft: {
    locate: (page) => page.locator('[data-tone]'),
    pattern: /^\d+/,
    replacement: '184',
  },
  // Active time per question is measured in the browser, so it differs from run to run.
  questionTimes: {
    locate: (page) => page.getByText(/^Time on question: /),
    pattern: /\d+:\d\d$/,
    replacement: '0:42',
  },
  emails: {
    locate: (page) => page.getByText(/@e2e\.test/),
    pattern: /\S+@e2e\.test/,
    replacement: 'ada.lovelace@e2e.test',
  },
} satisfies Record<string, VaryingText>;

async function freezeTexts(page: Page, texts: VaryingText[]) {
  for (const { locate, pattern, replacement } of texts) {
    const found = await locate(page).all();
    expect(found.length, `a text matching ${pattern} to freeze`).toBeGreaterThan(0);
    const fixedTexts = [replacement].flat();
    for (const [index, element] of found.entries())
      await element.evaluate(
        (node, [source, flags, fixed]) => {
          node.textContent = (node.textContent ?? '').replace(new RegExp(source, flags), fixed);
        },
        [pattern.source, pattern.flags, fixedTexts[index % fixedTexts.length]!] as const,
      );
  }
}

/** Opens every page of the test in this theme, in English, at the fixed time. */
async function prepare(page: Page, viewport: Viewport, theme: Theme) {
  await page.setViewportSize(viewports[viewport]);
  await page.clock.setFixedTime(fixedNow);
  await page.addInitScript((t) => {
    localStorage.setItem('language', 'en');
    localStorage.setItem('theme', t);
  }, theme);
}

interface ShotOptions {
  mask?: Locator[];
  freeze?: VaryingText[];
  fullPage?: boolean;
}

/**
 * Compares the page, once it has settled, with its baseline `<viewport>-<theme>-<name>.png`: the whole page,
 * or only the first screen of it for very long pages.
 */
async function expectPage(
  page: Page,
  file: string,
  { mask = [], freeze = [], fullPage = true }: ShotOptions = {},
) {
  await pageSettled(page);
  await freezeTexts(page, freeze);
  await page.mouse.move(0, 0);
  // From the top: a page scrolled by focus (the exam moves it to the question) would draw its sticky bars
  // partway down a full-page capture.
  await page.evaluate(() => window.scrollTo(0, 0));
  const browser = page.context().browser();
  const version = browser?.version() ?? 'unknown';
  if (test.info().config.updateSnapshots !== 'none' && browser) recordBaselineBrowser(version);
  await expect(
    page,
    `screenshot ${file}.png${baselineBrowserNote(version, recordedBaselineBrowser())}`,
  ).toHaveScreenshot(`${file}.png`, { fullPage, mask });
}

/** Answers the first questions of a started attempt with their first choice, then submits it. */
async function answerAndSubmit(page: Page, totalQuestions: number, answered: number) {
  const q = exam(page);
  for (let n = 1; n <= answered; n += 1) {
    await expect(q.heading(n, totalQuestions)).toBeVisible();
    await q.choice(0).click();
    await expect(q.saved).toBeVisible();
    await q.next.click();
  }
  // On a phone Finish Exam is in the palette sheet behind the exam bar's Questions button (issue 28).
  const questions = page.getByTestId('exam-bar').getByRole('button', { name: 'Questions' });
  if (await questions.isVisible()) await questions.click();
  await page.getByRole('button', { name: 'Finish Exam' }).click();
  await page.getByRole('button', { name: 'Continue to Submit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Submit your exam?' })
    .getByRole('button', { name: 'Submit Exam' })
    .click();
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
}

/** The results page of the learner's latest attempt at the test, reached through the intro's history card. */
async function openLatestResults(page: Page, testId: number) {
  await page.goto(`/tests/${testId}`);
  await page
    .getByRole('link', { name: /View Results/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/tests\/results\/\d+$/);
  await expect(page.getByText(/questions answered correctly/)).toBeVisible();
}

for (const viewport of Object.keys(viewports) as Viewport[]) {
  test.describe(viewport, () => {
    test(`public pages (${viewport})`, async ({ page }) => {
      await prepare(page, viewport, 'light');
      for (const [path, name] of [
        ['/', 'home'],
        ['/about', 'about'],
        ['/pricing', 'pricing'],
        ['/login', 'login'],
        ['/signup', 'signup'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        await expectPage(page, `${viewport}-light-${name}`);
      }
    });

    test(`learner pages (${viewport})`, async ({ page }) => {
      test.setTimeout(120_000);
      await prepare(page, viewport, 'light');
      await signInFreshLearner(page, `visual-${viewport}`);
      const { fundamentals, ccdak } = await seededTests(page);
      const shot = (name: string, options?: ShotOptions) =>
        expectPage(page, `${viewport}-light-${name}`, options);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot('dashboard');

      await page.goto('/tests');
      await expect(page.getByRole('heading', { name: fundamentals.title })).toBeVisible();
      await shot('tests');

      await page.goto(`/tests/${fundamentals.id}`);
      await expect(page.getByText('No previous attempts')).toBeVisible();
      // The practice set form at the bottom is drawn as it nears the screen: scrolled to, as a learner does.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByRole('form', { name: 'Custom practice set' })).toBeVisible();
      await shot('test-intro');

      await page.getByRole('button', { name: 'Start Test' }).click();
      await expect(exam(page).heading(1, fundamentals.totalQuestions)).toBeVisible();
      await shot('exam-question', { mask: [varyingBoxes.examClock(page)] });

      await answerAndSubmit(page, fundamentals.totalQuestions, 3);
      await openLatestResults(page, fundamentals.id);
      await shot('results', {
        mask: [varyingBoxes.timeUsedStat(page)],
        freeze: [varyingTexts.completedOn],
      });
      if (viewport === 'desktop') {
        await page.getByRole('button', { name: 'View Correct Answers & Explanations' }).click();
        await expect(page.getByText(/^Showing \d+ of \d+ questions$/)).toBeVisible();
        // Every question with its explanation is ~14,000 px tall: the first screen shows each part.
        await shot('results-review', { fullPage: false, freeze: [varyingTexts.questionTimes] });
      }

      // An order to list: a test bought through the sandbox checkout. Its six months of access keep the
      // status Active whatever the date (a one-month subscription is "expiring soon" in 30-day months only).
      await page.goto('/tests');
      await page
        .getByRole('main')
        .locator('.rt-Card')
        .filter({ has: page.getByRole('heading', { name: ccdak.title, exact: true }) })
        .getByRole('button', { name: /^Unlock Test/ })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Purchase Now' }).click();
      await page.getByRole('button', { name: /^Sandbox checkout/ }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await page.goto('/orders');
      await expect(page.getByText(ccdak.title).filter({ visible: true })).toBeVisible();
      await shot('orders', {
        freeze: [
          varyingTexts.orderNumbers,
          varyingTexts.receiptNumbers,
          varyingTexts.shortDates,
          varyingTexts.daysLeft,
        ],
      });

      // The progress page with the attempt above: chart, readiness below the threshold, domains.
      await page.goto('/progress');
      await expect(page.getByRole('img', { name: /^1 attempt: / })).toBeVisible();
      await shot('progress');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
      await shot('settings', {
        mask: [varyingBoxes.emailField(page)],
        freeze: [varyingTexts.emails],
      });
    });
  });
}

test('key pages in the dark theme (desktop)', async ({ page }) => {
  test.setTimeout(120_000);
  await prepare(page, 'desktop', 'dark');
  const shot = (name: string, options?: ShotOptions) => expectPage(page, `desktop-dark-${name}`, options);

  await page.goto('/');
  await expect(page.locator('h1').first()).toBeVisible();
  await shot('home');

  await signInFreshLearner(page, 'visual-dark');
  const { fundamentals } = await seededTests(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot('dashboard');

  await page.goto(`/tests/${fundamentals.id}`);
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(exam(page).heading(1, fundamentals.totalQuestions)).toBeVisible();
  await shot('exam-question', { mask: [varyingBoxes.examClock(page)] });

  await answerAndSubmit(page, fundamentals.totalQuestions, 3);
  await openLatestResults(page, fundamentals.id);
  await shot('results', {
    mask: [varyingBoxes.timeUsedStat(page)],
    freeze: [varyingTexts.completedOn],
  });
});

// The route shots share the story shots' tolerance (tests/visual/tolerance.ts); it must still see a real change.
// Each change is planted on the sign-in page after it matched its baseline, and the shot must then differ.
test('planted changes fail the comparison (phone sign-in page)', async ({ page }) => {
  await prepare(page, 'phone', 'light');
  await page.goto('/login');
  await expect(page.locator('h1').first()).toBeVisible();
  await expectPage(page, 'phone-light-login');
  for (const [change, css] of [
    ['a button moved 2 px', 'button[type="submit"] { translate: 2px 0; }'],
    [
      'the accent colour moved one step',
      '.radix-themes, [data-accent-color] { --accent-9: var(--accent-10) !important; }',
    ],
  ] as const) {
    const planted = await page.addStyleTag({ content: css });
    await expect(page, `with ${change}, the screenshot differs`).not.toHaveScreenshot(
      'phone-light-login.png',
      {
        fullPage: true,
      },
    );
    await planted.evaluate((node) => node.parentNode?.removeChild(node));
  }
});
