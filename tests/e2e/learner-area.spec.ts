// The signed-in area holds together (issue 17): every section is in the menu, every article is its own,
// the billing section shows the plan, and no screen loops back to itself.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { apiCall, latestMail, loginThroughForm, newLearner, signedInLearner } from './support';

const sections = [
  { name: 'My Courses', url: /\/dashboard\/courses$/, heading: 'My Courses' },
  { name: 'Practice Labs', url: /\/tps$/, heading: /Practice Labs|Kafka practice/i },
  { name: 'Subscription', url: /\/subscription$/, heading: 'Subscription' },
  { name: 'Orders', url: /\/orders$/, heading: /Orders|Order/i },
  { name: 'Tests', url: /\/tests$/, heading: /Tests/i },
  { name: 'Progress', url: /\/progress$/, heading: 'Progress' },
  { name: 'Settings', url: /\/settings$/, heading: 'Settings' },
  { name: 'Dashboard', url: /\/dashboard$/, heading: /Welcome/i },
];

async function expectEverySection(page: Page, openMenu: () => Promise<void>) {
  for (const section of sections) {
    await openMenu();
    const nav = page.getByRole('navigation', { name: 'Main' }).last();
    await nav.getByRole('link', { name: section.name, exact: true }).click();
    await expect(page).toHaveURL(section.url);
    await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
    // Only the section's own item is marked (My Courses lives under /dashboard, Dashboard must not light up).
    await openMenu();
    const current = page.getByRole('navigation', { name: 'Main' }).last().locator('[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(section.name);
    await page.keyboard.press('Escape');
  }
}

test('the side menu reaches every signed-in section', async ({ page }) => {
  await signedInLearner(page, newLearner('menu'));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expectEverySection(page, async () => {});
});

test('the phone drawer reaches every signed-in section', async ({ page }) => {
  await signedInLearner(page, newLearner('drawer'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expectEverySection(page, async () => {
    if (await page.getByRole('dialog').isVisible()) return;
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('each article has its own content, and an unknown id says it is not found', async ({ page }) => {
  await signedInLearner(page, newLearner('articles'));
  const titles = [
    'Introduction to Apache Kafka',
    'Topics, Partitions and Replication',
    'Kafka Producers in Depth',
    'Understanding Consumer Groups',
    'Stream Processing with Kafka Streams',
    'Kafka Connect for Data Integration',
  ];
  for (const [index, title] of titles.entries()) {
    await page.goto(`/course/${index + 1}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
  await page.goto('/course/999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');
  await expect(page.getByRole('heading', { name: 'Introduction to Apache Kafka' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to My Courses' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
});

test("My Courses: Start Course opens the course's own article and no dead certificate button is offered", async ({
  page,
}) => {
  await signedInLearner(page, newLearner('courses'));
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('button', { name: /certificate/i })).toHaveCount(0);
  const streams = page.locator('.rt-Card').filter({ hasText: 'Stream Processing with Kafka Streams' });
  await streams.getByRole('link', { name: 'Start Course' }).click();
  await expect(page).toHaveURL(/\/course\/5$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stream Processing with Kafka Streams');
  await page.goBack();
  const fundamentals = page.locator('.rt-Card').filter({ hasText: 'Apache Kafka Fundamentals' });
  await fundamentals.getByRole('link', { name: 'Start Course' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Introduction to Apache Kafka');
});

test('Settings shows the plan with the way to Premium and to the order history', async ({ page }) => {
  await signedInLearner(page, newLearner('billing'));
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'Subscription & billing' })).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('None', { exact: true })).toHaveCount(2);
  await page.getByRole('link', { name: 'Order history' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
});

test('the forced password change offers a way out that does not lead back to itself', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('forced'));
  await page.context().clearCookies();
  await apiCall(page, 'POST', `/users/forgot-password?email=${encodeURIComponent(learner.email)}`);
  const mail = await latestMail(page.request, learner.email, (m) => /temporary password/i.test(m.subject));
  const temporary = /within 1 hour: (\S+)/.exec(mail.text)?.[1];
  await loginThroughForm(page, learner.email, temporary!);
  await expect(page).toHaveURL(/\/change-password$/);

  const wayOut = page
    .getByRole('main')
    .getByRole('link', { name: /back to dashboard/i })
    .or(page.getByRole('button', { name: 'Sign out' }));
  await wayOut.click();
  await expect(page).not.toHaveURL(/\/change-password$/);
  await expect(page).toHaveURL(/\/login$/);
  // Signed out for real: the protected pages ask for a sign-in, not for the password change.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
