import { expect, test } from '@playwright/test';
import { addressIn } from './support';
import { PUBLIC_PAGES } from '../../apps/site/build/publicPages';

// Spec decision 87: each public page has an English address (the spec's path) and a French one under /fr, which
// search engines find through hreflang links and the sitemap; a learner's chosen language wins over an address.
const pages = PUBLIC_PAGES;
const locales = ['en', 'fr'] as const;

const linksOf = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"(?: hreflang="([^"]+)")? href="([^"]+)">`, 'g'))].map(
    ([, lang, href]) => (lang ? `${lang} ${href}` : href),
  );

test('every public page has an address per language, with its lang, canonical and hreflang links in the raw HTML', async ({
  request,
  baseURL,
}) => {
  for (const path of pages) {
    for (const locale of locales) {
      const address = addressIn(locale, path);
      // A crawler: no cookie, no language, no JavaScript.
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      const html = await response.text();
      expect(html, address).toContain(`<html lang="${locale}"`);
      expect(linksOf(html, 'canonical'), address).toEqual([`${baseURL}${address}`]);
      expect(linksOf(html, 'alternate'), address).toEqual([
        `en ${baseURL}${path}`,
        `fr ${baseURL}${addressIn('fr', path)}`,
        `x-default ${baseURL}${path}`,
      ]);
    }
  }
});

test('the sitemap lists both addresses of the pages worth finding, and robots.txt names it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc);
  const expected = pages
    .filter((path) => path !== '/verify' && path !== '/forgot-password')
    .flatMap((path) => locales.map((locale) => `${baseURL}${addressIn(locale, path)}`));
  expect(listed).toEqual(expected);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${baseURL}/fr/pricing"/>`);
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('/ sends a French browser to /fr; a French address never redirects', async ({ request }) => {
  const french = await request.get('/', {
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    maxRedirects: 0,
  });
  expect(french.status()).toBe(302);
  expect(french.headers().location).toBe('/fr');
  const chosenEnglish = await request.get('/', {
    headers: { 'accept-language': 'fr-FR', cookie: 'language=en' },
    maxRedirects: 0,
  });
  expect(chosenEnglish.status()).toBe(200);
  const visitors: Record<string, string>[] = [{}, { 'accept-language': 'en-US' }, { cookie: 'language=en' }];
  for (const headers of visitors) {
    expect((await request.get('/fr', { headers, maxRedirects: 0 })).status()).toBe(200);
  }
});

test.describe('a French browser that chose nothing', () => {
  test.use({ locale: 'fr-FR' });

  test('reads each page in its address’s language, and the links stay in it', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Practice for Apache Kafka/);
    await page.goto('/fr/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = page.getByRole('navigation').first();
    await nav.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/./);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Only the page itself is current: the French home (/fr) is not a prefix of every French page.
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/fr/pricing');
  });
});

test('the language menu goes to the other language’s address, and the choice holds on every address', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page
    .getByRole('button', { name: /Language/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/pricing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // Chosen: an English address of a public page now shows its French one (history replaced).
  await page.goto('/contact');
  await expect(page).toHaveURL(/\/fr\/contact$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contactez-nous');
  await page
    .getByRole('button', { name: /Langue/ })
    .first()
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page).not.toHaveURL(/\/fr\//);
  await page.goto('/fr/terms');
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
