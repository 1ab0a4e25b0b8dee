import { expect, type Page } from '@playwright/test';
import { test } from '../support/stylesheet-classes';
import { addressIn } from './support';
import { PUBLIC_PAGES } from '../../apps/site/build/publicPages';

// Every public page is sent as HTML rendered at build time, in its address's language (French under /fr) and the
// theme the request asks for (apps/site/build/prerenderPages.ts, apps/api/src/http/site.ts), then hydrated by
// the app. Addresses, hreflang and the sitemap: localized-addresses.spec.ts.
const publicPages = [...PUBLIC_PAGES, '/no-such-page'];
const locales = ['en', 'fr'] as const;

const h1Of = (html: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const decode = (text: string | undefined) =>
  text
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** The browser state of a visitor: stored choices, mirrored in cookies as the site does, and a pending sign-up. */
async function asVisitor(page: Page, locale: 'en' | 'fr') {
  await page
    .context()
    .addCookies([{ name: 'language', value: locale, url: test.info().project.use.baseURL! }]);
  await page.addInitScript((language) => {
    localStorage.setItem('language', language);
    // /verify asks for the code sent to this address (without one it sends the visitor to /signup).
    localStorage.setItem('pendingEmail', 'ada@example.com');
  }, locale);
}

/** What the running app shows on `path`: its title and first heading, once hydrated. */
async function shownByApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /true|false/);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  return { title: await page.title(), heading: (await heading.textContent())?.trim() };
}

for (const locale of locales) {
  test.describe(`pre-rendered in ${locale}`, () => {
    test.use({ locale: locale === 'fr' ? 'fr-FR' : 'en-US' });

    test('every public page arrives as HTML with its language, title and heading', async ({
      page,
      request,
    }) => {
      await asVisitor(page, locale);
      for (const path of publicPages.map((page) => addressIn(locale, page))) {
        const response = await request.get(path, { headers: { cookie: `language=${locale}` } });
        expect(response.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
        expect(response.headers().vary, path).toMatch(/Cookie, Accept-Language/);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale}"`);
        // The same title and heading the app itself shows there (read from the hydrated page).
        const shown = await shownByApp(page, path);
        expect(decode(titleOf(html)), path).toBe(shown.title);
        expect(decode(h1Of(html)), path).toBe(shown.heading);
      }
    });
  });
}

// /tests and /dashboard have a shell of their own (signed-in-shell.spec.ts).
test('the other signed-in pages paint their loading state in the visitor’s language and theme', async ({
  request,
}) => {
  for (const path of ['/orders', '/tests/1']) {
    const response = await request.get(path, { headers: { cookie: 'language=fr; theme=dark' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain('<html lang="fr" class="dark"');
    expect(html, path).toContain('data-prerendered="fr dark shell"');
    expect(html, path).toContain('Chargement…');
  }
});

test.describe('hydration', () => {
  for (const locale of locales) {
    test(`keeps the server's markup and logs no mismatch (${locale})`, async ({ page }) => {
      await asVisitor(page, locale);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The heading the parser built, remembered before the app runs: hydration adopts it, a fresh render
      // would replace it.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { parsedHeading: Element | null }).parsedHeading =
            document.querySelector('h1');
        });
      });
      for (const path of publicPages.map((page) => addressIn(locale, page))) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        const adopted = await page.evaluate(
          () =>
            (window as unknown as { parsedHeading: Element | null }).parsedHeading ===
            document.querySelector('h1'),
        );
        expect(adopted, `${path}: the pre-rendered heading was replaced, not hydrated`).toBe(true);
      }
      // React reports a mismatch as a recoverable error (#418 and friends in a production build).
      expect(
        problems.filter((text) => /hydrat|Minified React error #4(18|19|21|22|23|25)/i.test(text)),
      ).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-US', colorScheme: 'light' });

  test('French from its address, dark from the cookie: dark from the first paint, text, links and forms readable', async ({
    page,
    context,
  }, testInfo) => {
    const url = testInfo.project.use.baseURL!;
    await context.addCookies([{ name: 'theme', value: 'dark', url }]);
    await page.goto('/fr/login');
    await page.screenshot({ path: testInfo.outputPath('login-fr-dark-no-js.png') });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    const backgrounds = await page.evaluate(() => ({
      html: getComputedStyle(document.documentElement).backgroundColor,
      theme: getComputedStyle(document.querySelector('.radix-themes')!).backgroundColor,
    }));
    // The dark theme's page colour (--color-background, slate), not white: the HTML itself is dark.
    expect(backgrounds.theme).toBe('rgb(17, 17, 19)');
    expect(backgrounds.html).toBe('rgb(17, 17, 17)');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('link', { name: /tarifs/i }).first()).toHaveAttribute('href', '/fr/pricing');
  });

  test('every public page has its heading and links without JavaScript', async ({ page }) => {
    // /verify needs the address stored at sign-up: without JavaScript it shows its form, without the address.
    for (const path of publicPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect(await page.getByRole('link').count(), path).toBeGreaterThan(3);
    }
  });
});
