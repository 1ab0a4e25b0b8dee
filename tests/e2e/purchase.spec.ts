import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { API, seededTests, signInFreshLearner, titleIn } from './exam-support';

/** The catalogue card of a test, found by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('main')
    .locator('.rt-Card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

const purchaseDialog = (page: Page) => page.getByRole('dialog');

test('a sandbox purchase unlocks a premium test and shows in the orders', async ({ page }) => {
  await signInFreshLearner(page, 'buyer');
  const { ccdak } = await seededTests(page);
  await page.goto('/tests');

  const ccdakCard = card(page, ccdak.title);
  await expect(ccdakCard.getByText('Premium')).toBeVisible();
  await ccdakCard.getByRole('button', { name: 'Unlock Test · $29.99' }).click();
  const dialog = purchaseDialog(page);
  await expect(dialog.getByRole('heading', { name: ccdak.title, exact: true })).toBeVisible();
  await expect(dialog).toContainText('6 months');
  await expect(dialog).toContainText('$29.99');

  await dialog.getByRole('button', { name: 'Purchase Now' }).click();
  const sandbox = dialog.getByRole('button', { name: /^Sandbox checkout/ });
  await expect(sandbox).toBeVisible();
  await expect(sandbox).toBeFocused();
  await expect(dialog).toContainText(/no real payment/i);
  await sandbox.click();

  await expect(page.getByText(/Payment successful!/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(ccdakCard.getByRole('button', { name: 'Start Test' })).toBeVisible();
  await expect(ccdakCard.getByText(/days of access left/)).toBeVisible();

  // The bought test opens, and the order is listed.
  await ccdakCard.getByRole('button', { name: 'Start Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/tests/${ccdak.id}$`));
  // The address changes before the intro replaces the catalogue, and the card's own heading has the same name:
  // the intro is the page whose h1 is the title.
  await expect(page.getByRole('heading', { level: 1, name: ccdak.title, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeEnabled();
  await page.goto('/orders');
  await expect(page.getByRole('main')).toContainText(ccdak.title);
});

test('a locked test opened by its address brings back the catalogue with its purchase modal', async ({
  page,
}) => {
  await signInFreshLearner(page, 'deeplink');
  const { streams } = await seededTests(page);
  await page.goto(`/tests/${streams.id}`);
  await expect(page).toHaveURL(/\/tests$/);
  const dialog = purchaseDialog(page);
  await expect(dialog.getByRole('heading', { name: streams.title })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // The hand-over is used once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Practice Tests' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // An unknown test says so, with the way to the catalogue (spec decision 83).
  await page.goto('/tests/987654');
  await expect(page.getByRole('alert')).toContainText('There is no such test');
  await page.getByRole('link', { name: 'See all tests' }).click();
  await expect(page).toHaveURL(/\/tests$/);
});

test('purchase failures are shown in the modal, in both languages', async ({ page }) => {
  await signInFreshLearner(page, 'failures');
  const { streams } = await seededTests(page);
  await page.route(`**${API}/payments/paypal/test/purchase`, (route) =>
    route.fulfill({ status: 500, json: { success: false } }),
  );
  await page.goto('/tests');
  const dialog = purchaseDialog(page);
  await card(page, streams.title)
    .getByRole('button', { name: /^Unlock Test/ })
    .click();
  await dialog.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Failed to initiate purchase');

  // The order is created, but its capture fails.
  await page.unroute(`**${API}/payments/paypal/test/purchase`);
  await page.route(`**${API}/payments/paypal/execute`, (route) =>
    route.fulfill({ status: 502, json: { success: false } }),
  );
  await dialog.getByRole('button', { name: 'Purchase Now' }).click();
  await dialog.getByRole('button', { name: /^Sandbox checkout/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Payment failed. Please try again.');

  await page.evaluate(() => localStorage.setItem('language', 'fr'));
  await page.route(`**${API}/payments/paypal/test/purchase`, (route) =>
    route.fulfill({ status: 500, json: { success: false } }),
  );
  await page.reload();
  await card(page, await titleIn(page, streams.id, 'fr'))
    .getByRole('button', { name: /^Débloquer le test/ })
    .click();
  await dialog.getByRole('button', { name: 'Acheter maintenant' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Échec de l’initialisation de l’achat');
  await page.unroute(`**${API}/payments/paypal/test/purchase`);
  await dialog.getByRole('button', { name: 'Acheter maintenant' }).click();
  await dialog.getByRole('button', { name: /^Paiement sandbox/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('Le paiement a échoué. Veuillez réessayer.');
});

// A stand-in for PayPal's JS SDK: its Buttons render one button that creates the order and approves it with
// a payer id the server's sandbox accepts, and one that cancels.
const fakePaypalSdk = `
window.paypal = {
  version: 'test-double',
  Buttons(options) {
    return {
      isEligible: () => true,
      close: () => Promise.resolve(),
      updateProps: () => Promise.resolve(),
      render(container) {
        const root = typeof container === 'string' ? document.querySelector(container) : container;
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Pay with PayPal (test double)';
        pay.onclick = async () => {
          const orderID = await options.createOrder({}, {});
          await options.onApprove({ orderID, payerID: 'SANDBOX-PAYPAL-DOUBLE' }, {});
        };
        const cancel = document.createElement('button');
        cancel.type = 'button';
        cancel.textContent = 'Close PayPal (test double)';
        cancel.onclick = () => options.onCancel && options.onCancel({});
        root.append(pay, cancel);
        return Promise.resolve();
      },
    };
  },
};
`;

test('the PayPal button path, with the SDK script stubbed', async ({ page }) => {
  await signInFreshLearner(page, 'paypal');
  const { streams } = await seededTests(page);
  // This server runs the sandbox; the site is told it takes PayPal. The sandbox then captures the order the
  // fake SDK approves, so the execute call is the real one.
  await page.route(`**${API}/payments/config`, (route) =>
    route.fulfill({ json: { provider: 'paypal', clientId: 'test', currency: 'USD' } }),
  );
  const sdkRequests: string[] = [];
  await page.route('https://www.paypal.com/sdk/js**', (route) => {
    sdkRequests.push(route.request().url());
    return route.fulfill({ contentType: 'application/javascript', body: fakePaypalSdk });
  });

  await page.goto('/tests');
  const dialog = purchaseDialog(page);
  await card(page, streams.title)
    .getByRole('button', { name: /^Unlock Test/ })
    .click();
  await dialog.getByRole('button', { name: 'Purchase Now' }).click();

  // Closing PayPal's window hides the button again.
  await dialog.getByRole('button', { name: 'Close PayPal (test double)' }).click();
  await expect(dialog.getByRole('button', { name: 'Pay with PayPal (test double)' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Purchase Now' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Purchase Now' }).click();
  await dialog.getByRole('button', { name: 'Pay with PayPal (test double)' }).click();
  await expect(page.getByText(/Payment successful!/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, streams.title).getByRole('button', { name: 'Start Test' })).toBeVisible();

  expect(sdkRequests.length).toBeGreaterThan(0);
  const sdk = new URL(sdkRequests[0]!);
  expect(sdk.searchParams.get('client-id')).toBe('test');
  expect(sdk.searchParams.get('currency')).toBe('USD');
});

test('a PayPal script that does not load says so', async ({ page }) => {
  await signInFreshLearner(page, 'paypal-down');
  const { streams } = await seededTests(page);
  await page.route(`**${API}/payments/config`, (route) =>
    route.fulfill({ json: { provider: 'paypal', clientId: 'test', currency: 'USD' } }),
  );
  await page.route('https://www.paypal.com/sdk/js**', (route) => route.abort('connectionrefused'));
  await page.goto('/tests');
  const dialog = purchaseDialog(page);
  await card(page, streams.title)
    .getByRole('button', { name: /^Unlock Test/ })
    .click();
  await dialog.getByRole('button', { name: 'Purchase Now' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to load PayPal');
});
