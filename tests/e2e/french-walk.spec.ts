// A French learner walks every route and the main error paths: no English sentence may show. The detector
// counts English function words in each line of visible text; product names and Kafka terms are allowed.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { seededTests } from './exam-support';
import {
  appTookOver,
  failOnMissingMessages,
  navigateInApp,
  newLearner,
  pageSettled,
  signedInLearner,
  toast,
} from './support';

const ALLOWED = [
  /Kafka Learning/g,
  /Apache Kafka/g,
  /PayPal/g,
  /CCDAK|CCAAK|KSQL|ksqlDB/g,
  /\backs\b|\bISR\b|min\.insync\.replicas|[a-z]+(\.[a-z]+)+(=\S+)?/g,
  /\S+@\S+/g,
  // Kafka's error names (NOT_ENOUGH_REPLICAS) and paths the page quotes (/no-such-page).
  /\b[A-Z][A-Z_]{3,}\b/g,
  /(^|\s)\/[\w\-/?=&.]*/g,
];
// Words that are English and not French: two in one line make an English sentence.
const ENGLISH = new Set(
  (
    'the and your you with this that are is was were have has will would should could of from not please ' +
    'failed unable try again loading our we my what which when how it be by an or into about here there ' +
    'sign log click start continue back next previous view show hide more less free only new all no yes ' +
    'page found error something went wrong'
  ).split(' '),
);
// One of these alone is enough.
const STRONG = /\b(the|your|please|failed|unable|loading)\b/i;

function englishLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .filter((line) => {
      const stripped = ALLOWED.reduce((rest, pattern) => rest.replace(pattern, ' '), line);
      const words = stripped.toLowerCase().match(/[a-z]+/g) ?? [];
      const hits = new Set(words.filter((word) => ENGLISH.has(word)));
      return hits.size >= 2 || STRONG.test(stripped);
    });
}

async function expectFrench(page: Page, where: string) {
  await pageSettled(page);
  const text = await page.locator('body').innerText();
  expect(englishLines(text), `English on ${where}`).toEqual([]);
}

async function inFrench(page: Page) {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
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
  '/no-such-page',
];
const signedInPaths = [
  '/dashboard',
  '/dashboard/courses',
  '/tests',
  '/orders',
  '/progress',
  '/subscription',
  '/success?token=NOPE&PayerID=NOPE',
  '/cancel',
  '/settings',
  '/course/1',
  '/tps',
  '/tests/results/999999',
];

test('the detector finds English and lets French, product names and Kafka terms through', () => {
  expect(englishLines('Failed to fetch tests')).toHaveLength(1);
  expect(englishLines('Time is up: this test has ended')).toHaveLength(1);
  expect(englishLines('Débloquer le test · 29,99 $US')).toEqual([]);
  expect(
    englishLines('Avec acks=all, le leader attend les réplicas de l’ISR (min.insync.replicas).'),
  ).toEqual([]);
  expect(englishLines('Kafka Learning — cours, labs et tests blancs')).toEqual([]);
});

test('public pages and account errors are French throughout', async ({ page }) => {
  test.setTimeout(120_000);
  const check = failOnMissingMessages(page);
  await inFrench(page);
  await page.goto('/about');
  for (const path of publicPaths) {
    await navigateInApp(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectFrench(page, path);
  }

  // Wrong password: the server's AUTH_INVALID_CREDENTIALS in French.
  await navigateInApp(page, '/login');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Email ou mot de passe incorrect.')).toBeVisible();
  await expectFrench(page, 'login refused');

  // Forgot password promises what the mail holds: a temporary password.
  await navigateInApp(page, '/forgot-password');
  await expect(page.getByText(/mot de passe temporaire/).first()).toBeVisible();
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Recevoir un mot de passe temporaire' }).click();
  await expect(page.getByRole('heading', { name: 'Consultez vos emails' })).toBeVisible();
  await expectFrench(page, 'forgot password sent');

  // A wrong verification code: VERIFICATION_CODE_INVALID in French.
  await page.evaluate(() => localStorage.setItem('pendingEmail', 'nobody@e2e.test'));
  await page.goto('/verify');
  await appTookOver(page);
  await page.getByRole('textbox').first().fill('000000');
  await page.getByRole('button', { name: /Vérifier/ }).click();
  await expect(page.getByText('Code invalide.')).toBeVisible();
  await expectFrench(page, 'verify refused');
  check();
});

test('signed-in pages, an attempt with its French review and a server error toast are French', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const check = failOnMissingMessages(page);
  await inFrench(page);
  await signedInLearner(page, newLearner('walk-fr'));
  await page.goto('/dashboard');
  for (const path of signedInPaths) {
    await navigateInApp(page, path);
    // An error page (an unknown payment, an unknown result) has an alert's h2 instead of an h1.
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expectFrench(page, path);
  }

  const { fundamentals } = await seededTests(page);
  await page.goto(`/tests/${fundamentals.id}`);
  await expectFrench(page, 'test page');
  await page.getByRole('button', { name: 'Commencer le test' }).click();
  const main = page.getByRole('main');
  await main.getByRole('radio').or(main.getByRole('checkbox')).first().click();
  await expectFrench(page, 'a question');
  await main.getByRole('button', { name: 'Terminer l’examen' }).click();
  const review = page.getByRole('dialog', { name: 'Vérifier avant de soumettre' });
  await expectFrench(page, 'the review before submitting');
  await review.getByRole('button', { name: 'Continuer vers la soumission' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Soumettre l’examen' }).click();
  await page.getByRole('button', { name: 'Voir les bonnes réponses et les explications' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectFrench(page, 'results review');
  await page
    .getByRole('article')
    .first()
    .screenshot({ path: test.info().outputPath('fr-question-explanation.png') });
  await page.screenshot({ path: test.info().outputPath('fr-results-review-page.png') });

  // The progress page with the attempt in it: chart summary, readiness, domains, and the scores table open.
  await navigateInApp(page, '/progress');
  await expect(page.getByRole('img', { name: /^1 tentative\s:/ })).toBeVisible();
  await page.locator('summary').first().click();
  await expect(page.getByRole('columnheader', { name: 'Tentative' })).toBeVisible();
  await expectFrench(page, 'progress page with an attempt');

  // A refusal from the server (XSRF_INVALID: the token cookie is gone) reaches the learner as a French toast.
  await page.goto('/subscription');
  await page.getByRole('button', { name: "S'abonner maintenant" }).click();
  await expect(page.getByRole('button', { name: 'Paiement sandbox — aucun paiement réel' })).toBeVisible();
  await page.context().clearCookies({ name: 'XSRF-TOKEN' });
  await page.getByRole('button', { name: 'Paiement sandbox — aucun paiement réel' }).click();
  await expect(
    toast(page, 'Votre session n’a pas pu être vérifiée. Rechargez la page et réessayez.'),
  ).toBeVisible();
  await expectFrench(page, 'server error toast');
  await page.screenshot({ path: test.info().outputPath('fr-server-error-toast.png') });
  check();
});

for (const width of [390, 768, 1280]) {
  test(`buttons and badges of /tests fit their text in French at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await inFrench(page);
    await signedInLearner(page, newLearner(`fit-${width}`));
    await page.goto('/tests');
    await expect(page.getByRole('button', { name: /Débloquer le test/ }).first()).toBeVisible();
    await pageSettled(page);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main button, main .rt-Badge, main a.rt-Button')]
        .filter((el) => el.offsetParent !== null)
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
        .map((el) => el.innerText),
    );
    expect(overflowing).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`fr-tests-${width}.png`), fullPage: true });
  });
}
