// Premium end to end, as a learner does it, in English and French: subscribe through the sandbox checkout,
// play the next billing cycle (demo), download both receipts and read their text, cancel in two clicks, resume.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { pdfText } from '../../apps/api/test/support/pdf-text';
import { test } from '../support/stylesheet-classes';
import { failOnMissingMessages, newLearner, signedInLearner } from './support';

const TEXT = {
  en: {
    subscribe: 'Subscribe Now',
    sandbox: /^Sandbox checkout/,
    active: 'Active',
    cancelled: 'Cancelled',
    nextPayment: 'Next payment succeeds',
    download: /^Download R-\d{6} \(PDF\)$/,
    cancel: 'Cancel subscription',
    confirm: 'Yes, cancel',
    resume: 'Resume subscription',
    receipt: 'Receipt',
    item: 'Premium subscription',
    amount: '$29.99',
  },
  fr: {
    subscribe: "S'abonner maintenant",
    sandbox: /^Paiement sandbox/,
    active: 'Actif',
    cancelled: 'Résilié',
    nextPayment: 'Le prochain paiement réussit',
    download: /^Télécharger R-\d{6} \(PDF\)$/,
    cancel: "Résilier l'abonnement",
    confirm: 'Oui, résilier',
    resume: "Reprendre l'abonnement",
    receipt: 'Reçu',
    item: 'Abonnement Premium',
    amount: '29,99$US',
  },
} as const;

async function downloadText(page: Page, link: ReturnType<Page['getByRole']>) {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return pdfText(readFileSync((await download.path())!));
}

for (const lang of ['en', 'fr'] as const) {
  test(`premium in ${lang}: subscribe, renew, both receipts, cancel in two clicks, resume`, async ({
    page,
  }) => {
    const t = TEXT[lang];
    const missing = failOnMissingMessages(page);
    if (lang === 'fr') await page.addInitScript(() => localStorage.setItem('language', 'fr'));
    await signedInLearner(page, newLearner(`premium-${lang}`));
    await page.goto('/subscription');

    await page.getByRole('button', { name: t.subscribe }).click();
    await page.getByRole('button', { name: t.sandbox }).click();
    const badge = page.getByText(t.active, { exact: true });
    await expect(badge).toBeVisible();
    await expect(page.getByRole('link', { name: t.download })).toHaveCount(1);

    await page.getByRole('button', { name: t.nextPayment }).click();
    const links = page.getByRole('link', { name: t.download });
    await expect(links).toHaveCount(2);

    const numbers = await links.evaluateAll((all) =>
      all.map((a) => /R-\d{6}/.exec(a.textContent ?? '')?.[0]),
    );
    for (const [index, number] of numbers.entries()) {
      const text = await downloadText(page, links.nth(index));
      expect(text).toContain(t.receipt);
      expect(text).toContain(number!);
      expect(text).toContain('Grace Hopper');
      expect(text).toContain(t.item);
      expect(text.replace(/\s+/g, '')).toContain(t.amount);
    }

    // Two clicks: the button, then the confirmation.
    await page.getByRole('button', { name: t.cancel }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: t.confirm }).click();
    await expect(page.getByText(t.cancelled, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.cancel })).toHaveCount(0);

    await page.getByRole('button', { name: t.resume }).click();
    await expect(page.getByText(t.active, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: t.cancel })).toBeVisible();
    missing();
  });
}
