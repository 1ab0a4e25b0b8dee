import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { seededTests, signInFreshLearner } from './exam-support';
import { newLearner, signedInLearner } from './support';

/** Holds the app's scripts back until the returned function is called: the page is its pre-rendered HTML. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const appCode = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await appCode;
    await route.continue();
  });
  return release;
}

// A pre-rendered form is on screen before the app's code arrives. What a visitor types into it then must
// survive the app taking over; a form the server takes (sign-in, spec decision 88) posts there when sent before
// then, never as a GET that would put the password in the address.
test('text typed into the pre-rendered login form before the app runs is kept', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('early-input'));
  await page.context().clearCookies();

  const release = await holdAppCode(page);

  // Module scripts hold back DOMContentLoaded: wait for the response and the pre-rendered form only.
  await page.goto('/login', { waitUntil: 'commit' });
  const email = page.getByLabel(/^email$/i);
  const password = page.getByLabel(/^password$/i);
  await expect(email).toBeVisible();
  await email.fill(learner.email);
  await password.fill(learner.password);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(email).toHaveValue(learner.email);
  await expect(password).toHaveValue(learner.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// Issue 27: the terms box is a button the app has not taken over yet; a tick then is shown at once and kept.
test('a box ticked on the pre-rendered sign-up form before the app runs stays ticked, in the form too', async ({
  page,
}) => {
  const learner = newLearner('early-tick');
  const release = await holdAppCode(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill(learner.firstName);
  await page.getByLabel('Last name').fill(learner.lastName);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  const terms = page.getByRole('checkbox');
  await terms.click();
  await expect(terms).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(terms).toBeChecked();
  // The form's own state says agreed: it signs up (refused, it would say the terms must be accepted).
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
});

test('Enter on the pre-rendered login form before the app runs signs in through the server', async ({
  page,
}) => {
  const learner = await signedInLearner(page, newLearner('early-enter'));
  await page.context().clearCookies();
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const release = await holdAppCode(page);

  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel(/^email$/i).fill(learner.email);
  await page.getByLabel(/^password$/i).fill(learner.password);
  await page.getByLabel(/^password$/i).press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(addresses.filter((address) => address.includes(encodeURIComponent(learner.password)))).toEqual([]);
});

// Issue 27: the language button of a pre-rendered public page is a link to the page in the other language until
// the app runs; the choice is the visitor's (a French page does not send them back to an English one chosen earlier).
test('the language chosen on a pre-rendered page before the app runs is kept when it runs', async ({
  page,
}) => {
  // English chosen earlier, in the app.
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
  const release = await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'commit' });
  const language = page.getByRole('button', { name: 'Language: English' });
  await expect(language).toBeVisible();
  await language.click();
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: /^Langue\s:\sFrançais$/ })).toBeVisible();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  // Now the app's: the button opens the menu instead of leaving the page.
  await page.getByRole('button', { name: /^Langue\s:\sFrançais$/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the theme chosen on a pre-rendered page before the app runs is kept when it runs', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const release = await holdAppCode(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
  await page.getByRole('button', { name: /^Theme: / }).click();
  await expect(page).toHaveURL(/\/about\?theme=dark$/);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  // Now the app's: the button opens the theme menu, with Dark checked.
  await page.getByRole('button', { name: 'Theme: Dark' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
});

// A signed-in catalogue comes from the server with its cards' buttons on screen before the app's code has run
// (issue 27). A press then must not be lost: once the app has taken the page over, the pressed button is pressed
// for real (here the purchase modal opens). A clean CI run on a loaded machine lost exactly this press.
test('a card button pressed on the server-rendered catalogue before the app runs is pressed once it runs', async ({
  page,
}) => {
  await signInFreshLearner(page, 'early-press');
  const { streams } = await seededTests(page);
  const release = await holdAppCode(page);
  await page.goto('/tests', { waitUntil: 'commit' });
  const unlock = page
    .getByRole('main')
    .locator('.rt-Card')
    .filter({ has: page.getByRole('heading', { name: streams.title, exact: true }) })
    .getByRole('button', { name: /^Unlock Test/ });
  await unlock.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: streams.title })).toBeVisible();
  // Pressed once: closing the modal leaves it closed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('the account menu pressed on a server-rendered page before the app runs opens once it runs', async ({
  page,
}) => {
  await signInFreshLearner(page, 'early-menu');
  const release = await holdAppCode(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('menu')).toHaveCount(0);

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
});

/** A fresh learner's server-rendered catalogue searched for "mock", its search cleared before the app's code runs. */
async function clearSearchBeforeTheApp(page: Page, label: string) {
  await signInFreshLearner(page, label);
  const release = await holdAppCode(page);
  await page.goto('/tests?q=mock', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search tests' });
  await expect(search).toHaveValue('mock');
  await search.fill('');
  return { search, release };
}

// Text typed and a button pressed before the app runs are given back together, in one tick: the catalogue keeps
// both (it composed each change with the address as last rendered, so the press put the cleared search back).
test('a search cleared and a layout chosen on the server-rendered catalogue before the app runs both stay', async ({
  page,
}) => {
  const { search, release } = await clearSearchBeforeTheApp(page, 'early-view');
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveURL(/\/tests\?view=list$/);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'List' })).toHaveAttribute('aria-checked', 'true');
});

// The search cleared before the app runs is given back as it takes over; the router renders the new address in a
// transition, and a render of the old one meanwhile put the cleared search back into the next change (a press on
// List right then). A slowed CPU keeps that transition pending long enough to press in it.
test('a search cleared before the app runs stays cleared when a layout is chosen as the app takes over', async ({
  page,
  context,
}) => {
  const { search, release } = await clearSearchBeforeTheApp(page, 'early-view-late');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.getByRole('radio', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/tests\?view=list$/);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(search).toHaveValue('');
});

// The terms box ticked before the app runs is posted with the form when it is sent before then too: the server
// registers (refused, it would come back with TERMS_NOT_ACCEPTED).
test('a sign-up sent before the app runs posts the box ticked early, and goes on to the code', async ({
  page,
}) => {
  const learner = newLearner('early-post');
  await holdAppCode(page);
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill(learner.firstName);
  await page.getByLabel('Last name').fill(learner.lastName);
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  await page.getByRole('checkbox').click();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\?email=/);
});

// The router scrolls to the top on its first render unless it knows the page was rendered on the server. A
// visitor who had scrolled was thrown back to the top as the app took over, and a press that began before then
// ended on whatever was under the pointer after the jump: the click was lost.
for (const { path, signedIn } of [
  { path: '/tests', signedIn: true },
  { path: '/about', signedIn: false },
]) {
  test(`${path}, scrolled before the app runs, stays where the visitor scrolled when it runs`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    if (signedIn) await signInFreshLearner(page, 'early-scroll');
    const release = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'commit' });
    // Long enough to scroll: the page is on screen, its app not yet.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1200);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');

    release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(500);
  });
}
