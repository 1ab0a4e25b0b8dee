// Issue 28, only true claims: the lab is typed and checked and keeps its progress; My Courses measures what the
// learner did (0% for a new account); a signed-out reader gets a preview and a sign-up prompt (spec decisions 81–83).
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, newLearner, signedInLearner } from './support';

const server = '--bootstrap-server localhost:9092';
const labCommands = [
  'bin/kafka-storage.sh random-uuid',
  'bin/kafka-storage.sh format --standalone -t J7s9-K0_QuyLsn2qSQJQyw -c config/server.properties',
  'bin/kafka-server-start.sh config/server.properties',
  `bin/kafka-topics.sh --create --topic orders --partitions 3 --replication-factor 1 ${server}`,
  `kafka-topics.sh --describe ${server} --topic orders`,
  `bin/kafka-console-producer.sh --topic orders --property parse.key=true --property key.separator=: ${server}`,
  `bin/kafka-console-consumer.sh --topic orders --group billing --from-beginning ${server}`,
  `bin/kafka-consumer-groups.sh --describe --group billing ${server}`,
];

const stepSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes(`${API}/users/me/learning/labs/`) && r.request().method() === 'PUT' && r.ok(),
  );

const labTexts = {
  en: {
    stepsDone: (n: number) => `${n} of 8 steps done`,
    first: 'Generate a cluster id',
    fourth: 'Create a topic',
    third: 'Start the broker',
    commandFor: /^Command for/,
    missing: 'Almost: the command needs random-uuid.',
    value: 'Almost: --partitions should be 3 here.',
    accepted: 'Correct: this step is done.',
    next: 'Next',
    steps: 'Lab steps',
    done: 'Done',
    complete: 'Lab complete: every command typed and accepted.',
  },
  fr: {
    stepsDone: (n: number) => `${n} ${n > 1 ? 'étapes terminées' : 'étape terminée'} sur 8`,
    first: 'Générer un identifiant de cluster',
    fourth: 'Créer un topic',
    third: 'Démarrer le broker',
    commandFor: /^Commande pour/,
    missing: 'Presque : la commande a besoin de random-uuid.',
    value: 'Presque : --partitions doit valoir 3 ici.',
    accepted: 'Correct : cette étape est terminée.',
    next: 'Suivant',
    steps: 'Étapes du lab',
    done: 'Terminée',
    complete: 'Lab terminé : chaque commande a été tapée et acceptée.',
  },
} as const;

async function typeCommand(page: Page, label: RegExp, command: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.fill(command);
  await field.press('Enter');
}

for (const language of ['en', 'fr'] as const) {
  const t = labTexts[language];
  const suffix = language === 'en' ? '' : ' (French)';

  test(`a lab completed by typing each command: a hint on a mistake, progress kept after a reload${suffix}`, async ({
    page,
  }) => {
    if (language === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await signedInLearner(page, newLearner(`lab-${language}`));
    await page.goto('/tps');
    await expect(page.getByText(t.stepsDone(0)).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.first })).toBeVisible();

    // A typo: no output, a hint tied to the field, and nothing stored.
    await typeCommand(page, t.commandFor, 'bin/kafka-storage.sh random-uid');
    await expect(page.getByText(t.missing)).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.commandFor })).toHaveAttribute('aria-invalid', 'true');

    for (const [index, command] of labCommands.slice(0, 3).entries()) {
      const saved = stepSaved(page);
      await typeCommand(page, t.commandFor, command);
      await saved;
      await expect(page.getByText(t.accepted)).toBeVisible();
      await expect(page.getByText(t.stepsDone(index + 1)).first()).toBeVisible();
      await page.getByRole('button', { name: t.next }).click();
    }
    // A wrong value gets its own hint.
    await typeCommand(page, t.commandFor, labCommands[3]!.replace('--partitions 3', '--partitions 2'));
    await expect(page.getByText(t.value)).toBeVisible();

    // Reload: the three steps are still done and the lab opens at the fourth.
    await page.reload();
    await expect(page.getByText(t.stepsDone(3)).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: t.fourth })).toBeVisible();
    const steps = page.getByRole('navigation', { name: t.steps });
    await expect(
      steps.getByRole('button', { name: new RegExp(`${t.third}.*\\(${t.done}\\)`) }),
    ).toBeVisible();

    for (const command of labCommands.slice(3)) {
      const saved = stepSaved(page);
      await typeCommand(page, t.commandFor, command);
      await saved;
      await expect(page.getByText(t.accepted)).toBeVisible();
      if (command !== labCommands.at(-1)) await page.getByRole('button', { name: t.next }).click();
    }
    await expect(page.getByRole('log', { name: 'Terminal' })).toContainText('LAG');
    await expect(page.getByText(t.complete)).toBeVisible();
    await page.reload();
    await expect(page.getByText(t.stepsDone(8)).first()).toBeVisible();
  });
}

test('My Courses starts at 0% for a new learner, then counts an article read and its check passed (French, phone)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'fr'));
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLearner(page, newLearner('courses-fr'));
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes cours' })).toBeVisible();
  const cards = page.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(page.getByText(/^0\s?%\s?terminé$/)).toHaveCount(4);
  await expect(page.getByText('Non commencé')).toHaveCount(4);
  await expect(page.getByText('Terminé', { exact: true })).toHaveCount(0);

  const fundamentals = cards.filter({ hasText: 'Les fondamentaux d’Apache Kafka' });
  await fundamentals.getByRole('link', { name: 'Commencer le cours' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction à Apache Kafka');

  // Reaching the end of the article counts it as read.
  const read = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/users/me/learning/articles/1`) && r.request().method() === 'PUT',
  );
  const check = page.getByRole('heading', { name: 'Testez vos connaissances' });
  await check.scrollIntoViewIfNeeded();
  expect((await read).ok()).toBe(true);

  // Every answer right passes the check.
  const groups = page.getByRole('radiogroup');
  for (const [index, choice] of [1, 1, 2].entries()) {
    await groups.nth(index).getByRole('radio').nth(choice).click();
  }
  const passed = page.waitForResponse(
    (r) => r.url().endsWith(`${API}/users/me/learning/articles/1`) && r.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Valider mes réponses' }).click();
  expect((await passed).ok()).toBe(true);

  await page.goto('/dashboard/courses');
  const after = page.getByRole('listitem').filter({ hasText: 'Les fondamentaux d’Apache Kafka' });
  await expect(after.getByText(/^50\s?%\s?terminé$/)).toBeVisible();
  await expect(after.getByText('1 article lu sur 2 · 1 quiz réussi sur 2')).toBeVisible();
  await expect(after.getByText('En cours')).toBeVisible();
  // Continue now opens the course's next article.
  await after.getByRole('link', { name: 'Continuer le cours' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics, partitions et réplication');
});

test('a signed-out reader gets the first section of an article and a sign-up prompt', async ({ page }) => {
  await page.goto('/articles');
  await page
    .getByRole('article')
    .filter({ hasText: 'Introduction to Apache Kafka' })
    .getByRole('link', { name: 'Read Article' })
    .click();
  await expect(page).toHaveURL(/\/course\/1$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to Apache Kafka');
  await expect(page.getByRole('heading', { level: 2, name: 'What is Apache Kafka?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Topics and partitions' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Knowledge Check' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Read the rest with a free account' })).toBeVisible();
  // The public frame, not the login form.
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create a free account' }).click();
  await expect(page).toHaveURL(/\/signup$/);

  // The old course catalogue address leads to the articles.
  await page.goto('/courses');
  await expect(page).toHaveURL(/\/articles$/);
});
