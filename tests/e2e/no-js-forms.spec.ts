import { expect, test } from '@playwright/test';
import { API, latestCode, latestMail, newLearner, signedInLearner } from './support';

// Spec decision 88: the sign-in and contact forms are plain HTML forms the server takes when the browser sends
// them itself — without JavaScript, or before the app's code has arrived — and what happened comes back in the
// page's language.
for (const { locale, address, labels } of [
  {
    locale: 'en',
    address: '/login',
    labels: { password: 'Password', submit: 'Sign in', refused: 'Login failed' },
  },
  {
    locale: 'fr',
    address: '/fr/login',
    labels: { password: 'Mot de passe', submit: 'Se connecter', refused: 'Échec de la connexion' },
  },
] as const) {
  test(`signing in at ${address} works without JavaScript (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const learner = await signedInLearner(page, newLearner(`no-js-${locale}`));
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const visitor = await context.newPage();
    await visitor.goto(address);
    await visitor.getByLabel('Email').fill(learner.email);
    await visitor.getByLabel(labels.password, { exact: true }).fill('not-the-password');
    await visitor.getByRole('button', { name: labels.submit }).click();
    await expect(visitor).toHaveURL(new RegExp(`${address}\\?error=AUTH_INVALID_CREDENTIALS$`));
    await expect(visitor.getByRole('alert')).toContainText(labels.refused);
    await expect(visitor.locator('html')).toHaveAttribute('lang', locale);

    await visitor.getByLabel('Email').fill(learner.email);
    await visitor.getByLabel(labels.password, { exact: true }).fill(learner.password);
    await visitor.getByRole('button', { name: labels.submit }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    // Signed in for real: the session cookie the server set is the API's.
    const me = await visitor.request.get(`${API}/users/me`);
    expect(me.status()).toBe(200);
    expect((await me.json()).email).toBe(learner.email);
    await context.close();
  });
}

test('the refused page hydrates as sent, and the app signs in from it', async ({ page }) => {
  const learner = await signedInLearner(page, newLearner('no-js-then-app'));
  await page.context().clearCookies();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto('/fr/login?error=AUTH_INVALID_CREDENTIALS');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('alert')).toContainText('Email ou mot de passe incorrect.');
  await page.getByLabel('Email').fill(learner.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(problems.filter((text) => /hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(text))).toEqual(
    [],
  );
});

test('the contact form sends a message without JavaScript, and says so in French', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/fr/contact');
  const send = visitor.getByRole('button', { name: 'Envoyer le message' });
  // Nothing typed: the server's refusal, named on the page.
  await send.click();
  await expect(visitor).toHaveURL(/\/fr\/contact\?error=VALIDATION$/);
  await expect(visitor.getByRole('alert')).toBeVisible();

  const subject = `Sans JavaScript ${Date.now()}`;
  await visitor.getByLabel('Nom').fill('Ada');
  await visitor.getByLabel('Email').fill('ada@example.org');
  await visitor.getByLabel('Sujet').fill(subject);
  await visitor.getByRole('textbox', { name: 'Message' }).fill('Les labs demandent-ils une installation ?');
  await send.click();
  await expect(visitor).toHaveURL(/\/fr\/contact\?sent=1$/);
  await expect(visitor.getByRole('status')).toContainText('Message envoyé');
  await context.close();
  // The message itself reached the team's mailbox.
  const mail = await latestMail(
    request,
    'support@kafka-learning.dev',
    (m) => m.subject === `[Contact] ${subject}`,
  );
  expect(mail.text).toContain('From Ada <ada@example.org>');
});

test('forgot password without JavaScript: the temporary password arrives and signs in to choose a new one', async ({
  page,
  browser,
  baseURL,
}) => {
  const learner = await signedInLearner(page, newLearner('no-js-forgot'));
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/fr/forgot-password');
  const send = visitor.getByRole('button', { name: 'Recevoir un mot de passe temporaire' });
  await visitor.getByLabel('Email').fill('pas une adresse');
  await send.click();
  await expect(visitor).toHaveURL(/\/fr\/forgot-password\?error=VALIDATION$/);
  await expect(visitor.getByRole('alert')).toBeVisible();

  await visitor.getByLabel('Email').fill(learner.email);
  await send.click();
  await expect(visitor).toHaveURL(/\/fr\/forgot-password\?sent=1$/);
  await expect(visitor.getByRole('heading', { name: 'Consultez vos emails' })).toBeVisible();
  await expect(visitor.getByText(/Si un compte existe pour cette adresse/)).toBeVisible();
  // Try another address is a link back to the form: it works without the app too.
  await visitor.getByRole('link', { name: 'Essayer une autre adresse' }).click();
  await expect(visitor).toHaveURL(/\/fr\/forgot-password$/);
  await expect(send).toBeVisible();

  const mail = await latestMail(page.request, learner.email, (m) =>
    /temporary password|mot de passe temporaire/i.test(m.subject),
  );
  const temporary = /(?:within 1 hour:|temporaire :) (\S+)/.exec(mail.text)?.[1];
  expect(temporary, mail.text).toBeTruthy();
  await visitor.goto('/fr/login');
  await visitor.getByLabel('Email').fill(learner.email);
  await visitor.getByLabel('Mot de passe', { exact: true }).fill(temporary!);
  await visitor.getByRole('button', { name: 'Se connecter' }).click();
  await expect(visitor).toHaveURL(/\/fr\/change-password$/);
  await context.close();
});

test('the language button of a public page leads to the page in the other language without JavaScript', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/pricing');
  await visitor.getByRole('button', { name: 'Language: English' }).click();
  await expect(visitor).toHaveURL(/\/fr\/pricing$/);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
  await visitor.getByRole('button', { name: /^Langue\s:\sFrançais$/ }).click();
  await expect(visitor).toHaveURL(/\/pricing$/);
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('the theme button of a public page shows it in the other theme without JavaScript, and the next page keeps it', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, colorScheme: 'light' });
  const visitor = await context.newPage();
  await visitor.goto('/fr/pricing');
  await expect(visitor.locator('html')).toHaveClass(/\blight\b/);
  await visitor.getByRole('button', { name: /^Thème\s:/ }).click();
  await expect(visitor).toHaveURL(/\/fr\/pricing\?theme=dark$/);
  await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
  await visitor.getByRole('link', { name: 'À propos' }).first().click();
  await expect(visitor).toHaveURL(/\/fr\/about$/);
  await expect(visitor.locator('html')).toHaveClass(/\bdark\b/);
  await context.close();
});

// Issue 27: sign-up, then its emailed code (and a new one), completed without JavaScript, in French. The terms box is a plain
// checkbox then (a Radix one is a button that needs the app); the server checks what the API never sees.
test('signing up, resending and verifying the emailed code works without JavaScript (fr), refusals said in French', async ({
  page,
  browser,
  baseURL,
}) => {
  const learner = newLearner('no-js-signup');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const visitor = await context.newPage();
  await visitor.goto('/fr/signup');
  const fill = async (confirmation: string) => {
    await visitor.getByLabel('Prénom').fill(learner.firstName);
    await visitor.getByLabel('Nom', { exact: true }).fill(learner.lastName);
    await visitor.getByLabel('Email').fill(learner.email);
    await visitor.getByLabel('Mot de passe', { exact: true }).fill(learner.password);
    await visitor.getByLabel('Confirmez le mot de passe').fill(confirmation);
  };
  const create = visitor.getByRole('button', { name: 'Créer mon compte' });
  const terms = visitor.getByRole('checkbox', { name: /J'accepte les conditions d'utilisation/ });

  await fill(learner.password);
  await create.click();
  await expect(visitor).toHaveURL(/\/fr\/signup\?error=TERMS_NOT_ACCEPTED$/);
  await expect(visitor.getByRole('alert')).toContainText('Vous devez accepter les conditions.');

  await fill(`${learner.password}!`);
  await terms.check();
  await create.click();
  await expect(visitor).toHaveURL(/\/fr\/signup\?error=PASSWORDS_DIFFER$/);
  await expect(visitor.getByRole('alert')).toContainText('Les mots de passe ne correspondent pas.');
  // What was typed comes back, but the passwords.
  await expect(visitor.getByLabel('Prénom')).toHaveValue(learner.firstName);
  await expect(visitor.getByLabel('Nom', { exact: true })).toHaveValue(learner.lastName);
  await expect(visitor.getByLabel('Email')).toHaveValue(learner.email);
  await expect(visitor.getByLabel('Mot de passe', { exact: true })).toHaveValue('');
  await expect(visitor.getByLabel('Confirmez le mot de passe')).toHaveValue('');
  await expect(terms).toBeChecked();

  await fill(learner.password);
  await create.click();
  await expect(visitor).toHaveURL(/\/fr\/verify\?email=/);
  await expect(visitor.getByText('Nous avons envoyé un code à 6 chiffres à l')).toBeVisible();

  const code = await latestCode(page.request, learner.email);
  const verify = visitor.getByRole('button', { name: "Vérifier l'email" });
  const codeField = visitor.getByLabel('Code de vérification');
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await verify.click();
  await expect(visitor).toHaveURL(/\/fr\/verify\?error=VERIFICATION_CODE_INVALID$/);
  await expect(visitor.getByRole('alert')).toContainText('Code invalide.');

  // A new code, with the field emptied: the resend posts the same form, without the browser's check of the code.
  await codeField.fill('');
  await visitor.getByRole('button', { name: 'Renvoyer le code' }).click();
  await expect(visitor).toHaveURL(/\/fr\/verify\?resent=1$/);
  await expect(visitor.getByRole('status').filter({ hasText: 'Code renvoyé' })).toContainText(
    'Code renvoyé à votre adresse email.',
  );
  const newCode = await latestCode(page.request, learner.email);
  await codeField.fill(newCode);
  await verify.click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  // Signed in for real, and the page the server rendered for the learner greets them.
  const me = await visitor.request.get(`${API}/users/me`);
  expect((await me.json()).email).toBe(learner.email);
  await expect(visitor.getByRole('main')).toContainText(learner.firstName);
  await context.close();
});

// A sign-up the server refused (posted before the app ran) comes back with the names typed and the terms box
// ticked; the app, once it runs, has them in its form too: a password typed then does not empty them, and the
// account is created.
test('a refused sign-up comes back with what was typed, and the app keeps it', async ({ page, baseURL }) => {
  const learner = newLearner('refused-kept');
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const refused = await page.request.post('/signup', {
    form: {
      firstName: learner.firstName,
      lastName: learner.lastName,
      email: learner.email,
      password: learner.password,
      confirmPassword: `${learner.password}!`,
      agreedToTerms: 'on',
    },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  });
  expect(refused.headers().location).toBe('/signup?error=PASSWORDS_DIFFER');
  await page.goto('/signup?error=PASSWORDS_DIFFER');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByRole('alert')).toContainText('Passwords do not match');
  await page.getByLabel('Password', { exact: true }).fill(learner.password);
  await page.getByLabel('Confirm password').fill(learner.password);
  // Ticked when refused: ticked still, in the app's form too (it is not ticked again).
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expect(page.getByLabel('First name')).toHaveValue(learner.firstName);
  await expect(page.getByLabel('Last name')).toHaveValue(learner.lastName);
  await expect(page.getByLabel('Email')).toHaveValue(learner.email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await expect(page.getByText(learner.email)).toBeVisible();
  // Sent once: the same page again is as built.
  await page.goto('/signup?error=PASSWORDS_DIFFER');
  await expect(page.getByLabel('First name')).toHaveValue('');
  expect(problems.filter((text) => /hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(text))).toEqual(
    [],
  );
});
