import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { BASE_PATH } from '../src/contract/contract';
import { loadSeedTests } from '../src/db/seed/load';
import { contactMessages } from '../src/db/schema';
import { seedTests } from '../src/db/seed/seed';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, withIdentityProviders } from '../src/http/site';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

// What a Vite build leaves: an HTML shell, hashed chunks under assets/, and unhashed files from public/.
const siteDir = mkdtempSync(join(tmpdir(), 'api-site-'));
const description = 'Kafka courses, labs and practice tests. '.repeat(30);
const shell = `<!doctype html><html lang="en"><meta name="description" content="${description}"><div id="root"></div>`;
const chunk = `export const topics = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `topic-${i}`))};\n`;
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), shell);
writeFileSync(join(siteDir, 'assets', 'index-Bx7Yq2Zk.js'), chunk);
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

// Static serving does not touch the database: PGlite alone is enough.
const [pglite] = await availableBackends();

describe('the built site beside the API', () => {
  const h = useHarness(pglite!);
  let app: App;
  beforeAll(async () => {
    // The real catalogue: an answer large enough to be worth compressing.
    await seedTests(h.database.db, await loadSeedTests(), () => undefined);
    app = await h.build({ siteDir });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ url, headers });

  it('caches hashed assets for a year, without a cookie a shared cache could hand to everyone', async () => {
    const asset = await get('/assets/index-Bx7Yq2Zk.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe(CACHE_IMMUTABLE);
    expect(asset.headers['set-cookie']).toBeUndefined();
    expect(asset.body).toBe(chunk);
  });

  it('revalidates the HTML shell, client routes and unhashed files on every visit', async () => {
    for (const url of ['/', '/tests/results/4', '/login?next=%2Ftests', '/robots.txt']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(CACHE_REVALIDATE);
      expect(response.headers.etag, url).toBeDefined();
    }
    expect((await get('/tests/results/4')).body).toBe(shell);
    expect((await get('/robots.txt')).headers['content-type']).toMatch(/^text\/plain/);
  });

  it('answers 404, not the HTML shell, for a missing file or an old build’s chunk', async () => {
    for (const url of ['/assets/index-0ldH4sh.js', '/missing.png', `${BASE_PATH}/missing`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false });
    }
  });

  it('sends text compressed with brotli or gzip, as the browser asks', async () => {
    const brotli = await get('/assets/index-Bx7Yq2Zk.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(chunk.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(chunk);

    const gzip = await get('/assets/index-Bx7Yq2Zk.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(chunk);

    const shellGzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(shellGzip.rawPayload).toString()).toBe(shell);
  });

  it('sends a client that accepts no encoding the bytes as they are', async () => {
    const plain = await get('/assets/index-Bx7Yq2Zk.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('compresses the API’s JSON over 1 KB, not the smaller answers', async () => {
    const small = await get(`${BASE_PATH}/users/auth-status`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ authenticated: false });

    const catalogue = `${BASE_PATH}/tests?requireAuth=false`;
    const plain = await get(catalogue);
    expect(plain.body.length).toBeGreaterThan(1024);
    const compressed = await get(catalogue, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});

// What the site's build adds (apps/site/build/prerenderPages.ts): each public page at its English and French
// address in each theme, the not-found page and the signed-in shells in each language and theme.
const prerenderedDir = mkdtempSync(join(tmpdir(), 'api-site-prerendered-'));
/** A built page's file. */
const builtHtml = (locale: string, appearance: string, page: string) =>
  `<!doctype html><html lang="${locale}" class="${appearance}"><head><meta name="description" content="${description}"><title>${page}</title></head><div id="root"><h1>${page}</h1></div>`;
/** That page as the server sends it: it names the identity providers it offers (none here). */
const variantHtml = (locale: string, appearance: string, page: string) =>
  builtHtml(locale, appearance, page).replace(/<html[^>]*/, '$& data-identity-providers=""');
const headLinks = (origin: string, self: string, en: string, fr: string) =>
  [
    `<link rel="canonical" href="${origin}${self}">`,
    `<link rel="alternate" hreflang="en" href="${origin}${en}">`,
    `<link rel="alternate" hreflang="fr" href="${origin}${fr}">`,
    `<link rel="alternate" hreflang="x-default" href="${origin}${en}">`,
  ].join('\n    ');
/** A localized page as sent: the variant with its canonical and hreflang links at the end of the head. */
const pageHtml = (locale: string, appearance: string, page: string, links: string) =>
  variantHtml(locale, appearance, page).replace('</head>', `  ${links}\n  </head>`);
const loginOutcomes = {
  'error=AUTH_INVALID_CREDENTIALS': 'login-error-AUTH_INVALID_CREDENTIALS.html',
  'error=UNKNOWN': 'login-error-UNKNOWN.html',
};
const contactOutcomes = {
  'sent=1': 'contact-sent-1.html',
  'error=VALIDATION': 'contact-error-VALIDATION.html',
  'error=UNKNOWN': 'contact-error-UNKNOWN.html',
};
const forgotOutcomes = {
  'sent=1': 'forgot-password-sent-1.html',
  'error=VALIDATION': 'forgot-password-error-VALIDATION.html',
  'error=UNKNOWN': 'forgot-password-error-UNKNOWN.html',
};
const signupOutcomes = {
  'error=PASSWORDS_DIFFER': 'signup-error-PASSWORDS_DIFFER.html',
  'error=TERMS_NOT_ACCEPTED': 'signup-error-TERMS_NOT_ACCEPTED.html',
  'error=EMAIL_IN_USE': 'signup-error-EMAIL_IN_USE.html',
  'error=UNKNOWN': 'signup-error-UNKNOWN.html',
};
const verifyOutcomes = {
  'resent=1': 'verify-resent-1.html',
  'error=VERIFICATION_CODE_INVALID': 'verify-error-VERIFICATION_CODE_INVALID.html',
  'error=UNKNOWN': 'verify-error-UNKNOWN.html',
};
const address = (file: string, locale: string, en: string, fr: string, inSitemap = true) => ({
  file,
  locale,
  alternates: { en, fr },
  inSitemap,
});
writeFileSync(join(prerenderedDir, 'index.html'), shell);
mkdirSync(join(prerenderedDir, 'prerendered'));
writeFileSync(
  join(prerenderedDir, 'prerendered', 'manifest.json'),
  JSON.stringify({
    pages: {
      '/': address('index.html', 'en', '/', '/fr'),
      '/fr': address('index.html', 'fr', '/', '/fr'),
      '/about': address('about.html', 'en', '/about', '/fr/about'),
      '/fr/about': address('about.html', 'fr', '/about', '/fr/about'),
      '/verify': {
        ...address('verify.html', 'en', '/verify', '/fr/verify', false),
        form: 'verify',
        outcomes: verifyOutcomes,
      },
      '/fr/verify': {
        ...address('verify.html', 'fr', '/verify', '/fr/verify', false),
        form: 'verify',
        outcomes: verifyOutcomes,
      },
      '/signup': {
        ...address('signup.html', 'en', '/signup', '/fr/signup'),
        form: 'signup',
        outcomes: signupOutcomes,
      },
      '/fr/signup': {
        ...address('signup.html', 'fr', '/signup', '/fr/signup'),
        form: 'signup',
        outcomes: signupOutcomes,
      },
      '/login': {
        ...address('login.html', 'en', '/login', '/fr/login'),
        form: 'login',
        outcomes: loginOutcomes,
      },
      '/fr/login': {
        ...address('login.html', 'fr', '/login', '/fr/login'),
        form: 'login',
        outcomes: loginOutcomes,
      },
      '/contact': {
        ...address('contact.html', 'en', '/contact', '/fr/contact'),
        form: 'contact',
        outcomes: contactOutcomes,
      },
      '/fr/contact': {
        ...address('contact.html', 'fr', '/contact', '/fr/contact'),
        form: 'contact',
        outcomes: contactOutcomes,
      },
      '/forgot-password': {
        ...address('forgot-password.html', 'en', '/forgot-password', '/fr/forgot-password', false),
        form: 'forgotPassword',
        outcomes: forgotOutcomes,
      },
      '/fr/forgot-password': {
        ...address('forgot-password.html', 'fr', '/forgot-password', '/fr/forgot-password', false),
        form: 'forgotPassword',
        outcomes: forgotOutcomes,
      },
    },
    frenchPrefix: '/fr',
    notFound: 'not-found.html',
    appShell: 'app-shell.html',
    appShells: { '/tests': 'tests-shell.html' },
    signedInPages: {
      '/tests': 'tests-signed-in.html',
      '/tests/results/:historyId': 'results-signed-in.html',
    },
    serverEntry: 'server/entry-server.mjs',
    appRoutes: [
      '/',
      '/about',
      '/verify',
      '/signup',
      '/fr',
      '/fr/about',
      '/fr/verify',
      '/fr/signup',
      '/dashboard',
      '/tests',
      '/tests/:id',
      '/tests/results/:historyId',
    ],
  }),
);
for (const variant of ['en-light', 'en-dark', 'fr-light', 'fr-dark']) {
  const [locale, appearance] = variant.split('-') as [string, string];
  mkdirSync(join(prerenderedDir, 'prerendered', variant));
  for (const page of [
    'index',
    'about',
    'verify',
    ...Object.values(verifyOutcomes).map((file) => file.replace('.html', '')),
    'signup',
    ...Object.values(signupOutcomes).map((file) => file.replace('.html', '')),
    'login',
    'login-error-AUTH_INVALID_CREDENTIALS',
    'login-error-UNKNOWN',
    'contact',
    'contact-sent-1',
    'contact-error-VALIDATION',
    'contact-error-UNKNOWN',
    'forgot-password',
    'forgot-password-sent-1',
    'forgot-password-error-VALIDATION',
    'forgot-password-error-UNKNOWN',
    'not-found',
    'app-shell',
    'tests-shell',
    'tests-signed-in',
    'results-signed-in',
  ]) {
    writeFileSync(
      join(prerenderedDir, 'prerendered', variant, `${page}.html`),
      builtHtml(locale, appearance, page),
    );
  }
}
/** The sign-up form's fields as React writes them, in its refused page. */
const signupFields =
  '<input autoComplete="given-name" name="firstName" value=""/><input name="lastName" value=""/><input type="email" name="email" value=""/><input type="password" name="password" value=""/><input type="password" name="confirmPassword" value=""/>';
writeFileSync(
  join(prerenderedDir, 'prerendered', 'en-light', 'signup-error-PASSWORDS_DIFFER.html'),
  builtHtml('en', 'light', 'signup-error-PASSWORDS_DIFFER').replace('</h1>', `</h1>${signupFields}`),
);
// The site's server bundle (apps/site/src/entry-server.tsx renderSignedIn), reduced to its contract: it asks the
// API through the function it is given, and answers undefined for a visitor.
mkdirSync(join(prerenderedDir, 'server'));
writeFileSync(
  join(prerenderedDir, 'server', 'entry-server.mjs'),
  `export async function renderSignedIn(path, target, fetchApi) {
    const ask = async (apiPath, method = 'GET') => {
      const answer = await fetchApi(new Request('http://render.invalid${BASE_PATH}' + apiPath, { method }));
      return answer.ok ? answer.json() : undefined;
    };
    if (!(await ask('/users/auth-status'))?.authenticated) return undefined;
    if (path.includes('fail')) throw new Error('this render fails');
    if (path.includes('write')) await ask('/users/logout', 'POST');
    const me = await ask('/users/me');
    return target.template.replace('</div>', '<p>' + me.email + ' ' + path + ' ' + target.locale + '-' + target.appearance + ' ' + target.timeZone + '</p></div>');
  }\n`,
);
afterAll(() => rmSync(prerenderedDir, { recursive: true, force: true }));

describe('the identity providers a page is sent with (issue 27)', () => {
  const built =
    '<html lang="en"><div data-provider="any" class="rt-Flex" hidden=""><a href="/g" data-provider="google" hidden="">G</a><a href="/d" hidden="" data-provider="demo">D</a></div></html>';

  it('names them on <html> and shows their pre-rendered buttons and the block around them', () => {
    expect(withIdentityProviders(built, ['demo'])).toBe(
      '<html lang="en" data-identity-providers="demo"><div data-provider="any" class="rt-Flex"><a href="/g" data-provider="google" hidden="">G</a><a href="/d" data-provider="demo">D</a></div></html>',
    );
  });

  it('leaves every button hidden when it offers none, and says so', () => {
    expect(withIdentityProviders(built, [])).toBe(
      built.replace('<html lang="en">', '<html lang="en" data-identity-providers="">'),
    );
  });
});

describe('public pages at an address per language (spec decision 87)', () => {
  const h = useHarness(pglite!);
  let app: App;
  let behindProxy: App;
  beforeAll(async () => {
    app = await h.build({ siteDir: prerenderedDir });
    behindProxy = await h.build({ siteDir: prerenderedDir, siteUrl: 'https://kafka-learning.example/' });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.server.inject({ url, headers: { host: 'localhost:3000', ...headers } });
  const origin = 'http://localhost:3000';

  it('sends each address in its language, whatever the language cookie or the browser says, in the visitor’s theme', async () => {
    const english = await get('/about', { cookie: 'language=fr; theme=dark', 'accept-language': 'fr' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toBe(
      pageHtml('en', 'dark', 'about', headLinks(origin, '/about', '/about', '/fr/about')),
    );
    const french = await get('/fr/about', { cookie: 'language=en', 'accept-language': 'en' });
    expect(french.body).toBe(
      pageHtml('fr', 'light', 'about', headLinks(origin, '/fr/about', '/about', '/fr/about')),
    );
    expect(french.headers.vary).toMatch(/^Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme/);
    expect((await get('/fr/about/')).body).toBe(french.body);
    expect((await get('/fr')).body).toBe(
      pageHtml('fr', 'light', 'index', headLinks(origin, '/fr', '/', '/fr')),
    );
  });

  it('sends a public page in the theme its address asks for (?theme=, the theme button before the app runs) and keeps it in the cookie', async () => {
    const dark = await get('/fr/about?theme=dark', { cookie: 'theme=light' });
    expect(dark.statusCode).toBe(200);
    expect(dark.body).toBe(
      pageHtml('fr', 'dark', 'about', headLinks(origin, '/fr/about', '/about', '/fr/about')),
    );
    const themeCookie = (response: typeof dark) => response.cookies.filter(({ name }) => name === 'theme');
    expect(themeCookie(dark)).toEqual([
      expect.objectContaining({ value: 'dark', path: '/', sameSite: 'Lax', maxAge: 31536000 }),
    ]);
    // With a form's outcome in the address too; anything but light or dark is no choice.
    const refused = await get('/login?error=AUTH_INVALID_CREDENTIALS&theme=dark');
    expect(refused.body).toContain(
      '<html lang="en" class="dark" data-identity-providers=""><head><meta name="description"',
    );
    expect(refused.body).toContain('<title>login-error-AUTH_INVALID_CREDENTIALS</title>');
    // The not-found page has the same button.
    const missing = await get('/no-such-page?theme=dark');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(variantHtml('en', 'dark', 'not-found'));
    expect(themeCookie(missing)).toEqual([expect.objectContaining({ value: 'dark' })]);
    const odd = await get('/about?theme=purple', { cookie: 'theme=dark' });
    expect(odd.body).toContain('class="dark"');
    expect(themeCookie(odd)).toEqual([]);
  });

  it('names SITE_URL’s origin in the links when it is set, not the Host a request claims', async () => {
    const response = await behindProxy.server.inject({ url: '/fr/about', headers: { host: 'evil.example' } });
    const links = headLinks('https://kafka-learning.example', '/fr/about', '/about', '/fr/about');
    expect(response.body).toBe(pageHtml('fr', 'light', 'about', links));
  });

  it('sends / to /fr for a French visitor (cookie, else Accept-Language), and never a French address anywhere', async () => {
    const french: Record<string, string>[] = [
      { cookie: 'language=fr' },
      { 'accept-language': 'fr-CA,en;q=0.5' },
    ];
    for (const headers of french) {
      const response = await get('/?ref=mail', headers);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/fr?ref=mail');
      expect(response.headers.vary).toBe('Cookie, Accept-Language');
    }
    // A chosen English wins over the browser; a crawler (no cookie, no language) gets English.
    expect((await get('/', { cookie: 'language=en', 'accept-language': 'fr' })).statusCode).toBe(200);
    expect((await get('/')).statusCode).toBe(200);
    expect((await get('/fr', { cookie: 'language=en' })).statusCode).toBe(200);
    expect((await get('/about', { cookie: 'language=fr' })).statusCode).toBe(200);
  });

  it('sends the not-found page in French under /fr, else in the visitor’s language', async () => {
    const french = await get('/fr/no-such-page', { cookie: 'language=en' });
    expect(french.statusCode).toBe(404);
    expect(french.body).toBe(variantHtml('fr', 'light', 'not-found'));
    const visitors = await get('/no-such-page', { cookie: 'language=fr' });
    expect(visitors.statusCode).toBe(404);
    expect(visitors.body).toBe(variantHtml('fr', 'light', 'not-found'));
  });

  it('lists both addresses of each page in sitemap.xml, each naming the other, and robots.txt points to it', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      `${origin}/`,
      `${origin}/fr`,
      `${origin}/about`,
      `${origin}/fr/about`,
      `${origin}/signup`,
      `${origin}/fr/signup`,
      `${origin}/login`,
      `${origin}/fr/login`,
      `${origin}/contact`,
      `${origin}/fr/contact`,
    ]);
    expect(sitemap.body).toContain(
      [
        `  <url>`,
        `    <loc>${origin}/fr/about</loc>`,
        `    <xhtml:link rel="alternate" hreflang="en" href="${origin}/about"/>`,
        `    <xhtml:link rel="alternate" hreflang="fr" href="${origin}/fr/about"/>`,
        `  </url>`,
      ].join('\n'),
    );
    const robots = await get('/robots.txt');
    expect(robots.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /elearning/api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    );
  });
});

describe('the login form posted by the browser itself, before the app runs or without JavaScript (decision 88)', () => {
  const h = useHarness(pglite!);
  let app: App;
  beforeAll(async () => {
    app = await h.build({ siteDir: prerenderedDir });
  });
  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.server.inject({
      method: 'POST',
      url,
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
      payload: new URLSearchParams(form).toString(),
    });

  it('signs in and goes to the dashboard with the session cookie, from either address', async () => {
    const { email } = await h.learner();
    for (const url of ['/login', '/fr/login']) {
      const response = await post(url, { email: ` ${email} `, password: PASSWORD });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers.location, url).toBe('/dashboard');
      const session = response.cookies.find((cookie) => cookie.name === 'SESSION');
      expect(session?.httpOnly, url).toBe(true);
      const me = await app.server.inject({
        url: `${BASE_PATH}/users/me`,
        cookies: { SESSION: session!.value },
      });
      expect(me.json().email).toBe(email);
    }
  });

  it('sends a refusal back to the page, named in the address, whose pre-rendered page says it', async () => {
    const { email } = await h.learner();
    const refused = await post('/fr/login', { email, password: 'not-the-password' });
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe('/fr/login?error=AUTH_INVALID_CREDENTIALS');
    expect(refused.cookies.find((cookie) => cookie.name === 'SESSION')).toBeUndefined();
    const page = await app.server.inject({ url: '/fr/login?error=AUTH_INVALID_CREDENTIALS' });
    expect(page.body).toContain('<title>login-error-AUTH_INVALID_CREDENTIALS</title>');
    expect(page.body).toMatch(/^<!doctype html><html lang="fr"/);
    // A refusal the build has no page for comes back as a generic failure.
    const invalid = await post('/login', { email: 'not an address', password: 'x' });
    expect(invalid.headers.location).toBe('/login?error=UNKNOWN');
  });

  it('sends a contact message and comes back to the page saying so; a refusal comes back named', async () => {
    const message = {
      name: 'Ada',
      email: 'ada@example.org',
      subject: 'Labs',
      message: 'Do labs need an install?',
    };
    const sent = await post('/fr/contact', { ...message, name: '  Ada  ' });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/fr/contact?sent=1');
    const [stored] = await h.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored).toMatchObject(message);
    const page = await app.server.inject({ url: '/fr/contact?sent=1' });
    expect(page.body).toContain('<title>contact-sent-1</title>');
    const empty = await post('/contact', { name: '', email: 'ada@example.org', subject: 'x', message: 'y' });
    expect(empty.headers.location).toBe('/contact?error=VALIDATION');
  });

  it('sends a temporary password and comes back to the page saying so, without naming the address', async () => {
    const { email } = await h.learner();
    const sent = await post('/fr/forgot-password', { email: ` ${email} ` });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/fr/forgot-password?sent=1');
    expect((await h.lastMail(email))?.subject).toMatch(/temporary password|mot de passe temporaire/i);
    const page = await app.server.inject({ url: '/fr/forgot-password?sent=1' });
    expect(page.body).toContain('<title>forgot-password-sent-1</title>');
    // An unknown address reads the same (no account enumeration); a malformed one is refused by name.
    const unknown = await post('/forgot-password', { email: 'nobody@example.org' });
    expect(unknown.headers.location).toBe('/forgot-password?sent=1');
    const malformed = await post('/forgot-password', { email: 'not an address' });
    expect(malformed.headers.location).toBe('/forgot-password?error=VALIDATION');
  });

  it('signs up, then verifies the mailed code on a page that does not know the address, signed in at the end', async () => {
    const email = `no-js-${Date.now()}@example.org`;
    const learner = { firstName: ' Ada ', lastName: 'Lovelace', email: ` ${email} `, password: PASSWORD };
    const signedUp = await post('/fr/signup', { ...learner, confirmPassword: PASSWORD, agreedToTerms: 'on' });
    expect(signedUp.statusCode).toBe(303);
    expect(signedUp.headers.location).toBe(`/fr/verify?email=${encodeURIComponent(email)}`);
    const pending = signedUp.cookies.find((cookie) => cookie.name === 'PENDING_EMAIL');
    expect(pending).toMatchObject({ value: email, httpOnly: true, sameSite: 'Lax', maxAge: 3600 });
    expect(signedUp.cookies.map((cookie) => cookie.name)).not.toContain('SESSION');
    const mail = await h.lastMail(email);
    expect(mail?.code).toMatch(/^\d{6}$/);

    // The pre-rendered verification page has no address: the cookie names it.
    const cookies = { cookie: `PENDING_EMAIL=${encodeURIComponent(email)}` };
    const wrong = await post('/fr/verify', { code: mail!.code === '000000' ? '111111' : '000000' }, cookies);
    expect(wrong.headers.location).toBe('/fr/verify?error=VERIFICATION_CODE_INVALID');
    const page = await app.server.inject({ url: '/fr/verify?error=VERIFICATION_CODE_INVALID' });
    expect(page.body).toContain('<title>verify-error-VERIFICATION_CODE_INVALID</title>');

    const verified = await post('/fr/verify', { code: ` ${mail!.code} ` }, cookies);
    expect(verified.statusCode).toBe(303);
    expect(verified.headers.location).toBe('/dashboard');
    const session = verified.cookies.find((cookie) => cookie.name === 'SESSION');
    const cleared = verified.cookies.find((cookie) => cookie.name === 'PENDING_EMAIL');
    expect(cleared?.value).toBe('');
    const me = await app.server.inject({
      url: `${BASE_PATH}/users/me`,
      cookies: { SESSION: session!.value },
    });
    expect(me.json()).toMatchObject({ email, firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('resends the code for the address its sign-up registered (intent=resend), keeping that address for the code', async () => {
    const email = `no-js-resend-${Date.now()}@example.org`;
    const learner = { firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD };
    await post('/signup', { ...learner, confirmPassword: PASSWORD, agreedToTerms: 'on' });
    const first = await h.lastMail(email);
    const cookies = { cookie: `PENDING_EMAIL=${encodeURIComponent(email)}` };

    // The code field may be empty: the button skips the browser's check, and the server does not look at it.
    const resent = await post('/fr/verify', { code: '', intent: 'resend' }, cookies);
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toBe('/fr/verify?resent=1');
    expect(resent.cookies.map((cookie) => cookie.name)).not.toContain('PENDING_EMAIL');
    const second = await h.lastMail(email);
    expect(second?.code).toMatch(/^\d{6}$/);
    expect(second).not.toEqual(first);
    const page = await app.server.inject({ url: '/fr/verify?resent=1' });
    expect(page.body).toContain('<title>verify-resent-1</title>');

    const verified = await post('/fr/verify', { code: second!.code! }, cookies);
    expect(verified.headers.location).toBe('/dashboard');

    // No address at all (no cookie, none posted): the API's refusal, named.
    const unknown = await post('/verify', { intent: 'resend' });
    expect(unknown.headers.location).toBe('/verify?error=UNKNOWN');
  });

  it('refuses a sign-up whose confirmation differs or whose terms are not ticked, before the API; an address in use by name', async () => {
    const email = `no-js-refused-${Date.now()}@example.org`;
    const learner = { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD };
    const differs = await post('/signup', {
      ...learner,
      confirmPassword: `${PASSWORD}!`,
      agreedToTerms: 'on',
    });
    expect(differs.headers.location).toBe('/signup?error=PASSWORDS_DIFFER');
    const unticked = await post('/signup', { ...learner, confirmPassword: PASSWORD });
    expect(unticked.headers.location).toBe('/signup?error=TERMS_NOT_ACCEPTED');
    expect(await h.lastMail(email)).toBeUndefined();
    const page = await app.server.inject({ url: '/signup?error=TERMS_NOT_ACCEPTED' });
    expect(page.body).toContain('<title>signup-error-TERMS_NOT_ACCEPTED</title>');

    const taken = await h.learner();
    const inUse = await post('/signup', {
      ...learner,
      email: taken.email,
      confirmPassword: PASSWORD,
      agreedToTerms: 'on',
    });
    expect(inUse.headers.location).toBe('/signup?error=EMAIL_IN_USE');
    // The cookie is the verification form's only: a login form left empty does not take its address.
    const login = await post(
      '/login',
      { email: '', password: PASSWORD },
      { cookie: `PENDING_EMAIL=${taken.email}` },
    );
    expect(login.headers.location).toBe('/login?error=UNKNOWN');
  });

  it('gives a refused sign-up back with the names and address typed and the box ticked, never the passwords, once, on that page only', async () => {
    const typed = {
      firstName: 'Zoë "Ada"',
      lastName: '<Lovelace>',
      email: 'not-an-address',
      password: PASSWORD,
      confirmPassword: `${PASSWORD}!`,
      agreedToTerms: 'on',
    };
    const refused = await post('/signup', typed);
    expect(refused.headers.location).toBe('/signup?error=PASSWORDS_DIFFER');
    const kept = refused.cookies.find((cookie) => cookie.name === 'POSTED_VALUES');
    expect(kept).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 60, path: '/' });
    expect(JSON.parse(kept!.value)).toEqual({
      path: '/signup',
      values: {
        firstName: 'Zoë "Ada"',
        lastName: '<Lovelace>',
        email: 'not-an-address',
        agreedToTerms: 'on',
      },
    });

    const cookie = `POSTED_VALUES=${encodeURIComponent(kept!.value)}`;
    const page = await app.server.inject({ url: '/signup?error=PASSWORDS_DIFFER', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<input autoComplete="given-name" name="firstName" value="Zoë &quot;Ada&quot;" data-posted=""/><input name="lastName" value="&lt;Lovelace&gt;" data-posted=""/><input type="email" name="email" value="not-an-address" data-posted=""/><input type="password" name="password" value=""/><input type="password" name="confirmPassword" value=""/>',
    );
    expect(page.body).not.toContain(PASSWORD);
    expect(page.headers['cache-control']).toBe('private, no-cache');
    expect(page.headers.etag).toBeUndefined();
    expect(page.cookies.find((sent) => sent.name === 'POSTED_VALUES')?.value).toBe('');

    // Another page, or this one without a refusal, is sent as built.
    for (const url of ['/signup', '/fr/signup?error=PASSWORDS_DIFFER', '/login?error=UNKNOWN']) {
      const other = await app.server.inject({ url, headers: { cookie } });
      expect(other.body, url).not.toContain('data-posted');
      expect(other.headers.etag, url).toBeDefined();
    }
    // A broken cookie is no one's.
    const broken = await app.server.inject({
      url: '/signup?error=PASSWORDS_DIFFER',
      headers: { cookie: 'POSTED_VALUES=%7Bnope' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).not.toContain('data-posted');
  });

  it('refuses a form sent from another site (login CSRF), and one without an origin', async () => {
    const { email } = await h.learner();
    const forged = await post('/login', { email, password: PASSWORD }, { origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.cookies.map((cookie) => cookie.name)).not.toContain('SESSION');
    const anonymous = await app.server.inject({
      method: 'POST',
      url: '/login',
      headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    expect(anonymous.statusCode).toBe(403);
  });
});

describe('pages pre-rendered per language and theme', () => {
  const h = useHarness(pglite!);
  let app: App;
  beforeAll(async () => {
    app = await h.build({ siteDir: prerenderedDir });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ url, headers });

  it('sends the signed-in pages their loading state in the language and theme cookies ask for, and says it varies on them', async () => {
    const response = await get('/dashboard', { cookie: 'XSRF-TOKEN=x; language=fr; theme=dark' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(variantHtml('fr', 'dark', 'app-shell'));
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/^Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme/);
    expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
  });

  it('falls back to Accept-Language, then English; to the colour-scheme hint, then light', async () => {
    const french = await get('/dashboard', { 'accept-language': 'fr-CA,en;q=0.8' });
    expect(french.body).toBe(variantHtml('fr', 'light', 'app-shell'));
    const ranked = await get('/dashboard', { 'accept-language': 'en;q=0.4, fr;q=0.9' });
    expect(ranked.body).toBe(variantHtml('fr', 'light', 'app-shell'));
    const other = await get('/dashboard', {
      'accept-language': 'de-DE',
      'sec-ch-prefers-color-scheme': 'dark',
    });
    expect(other.body).toBe(variantHtml('en', 'dark', 'app-shell'));
    const cookieWins = await get('/dashboard', {
      'accept-language': 'fr',
      cookie: 'language=en; theme=light',
    });
    expect(cookieWins.body).toBe(variantHtml('en', 'light', 'app-shell'));
  });

  it('sends the signed-in pages their loading state and the not-found page with 404 elsewhere', async () => {
    for (const url of ['/dashboard', '/tests/12', '/tests/12/']) {
      const response = await get(url, { cookie: 'language=fr; theme=dark' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(variantHtml('fr', 'dark', 'app-shell'));
    }
    const missing = await get('/no-such-page', { cookie: 'language=fr' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(variantHtml('fr', 'light', 'not-found'));
  });

  it('sends a signed-in page with a shell of its own that shell, in the visitor’s language and theme', async () => {
    for (const url of ['/tests', '/tests/']) {
      const response = await get(url, { cookie: 'language=fr; theme=dark' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(variantHtml('fr', 'dark', 'tests-shell'));
      expect(response.headers.vary, url).toMatch(/^Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme/);
    }
    expect((await get('/tests', { 'accept-language': 'en' })).body).toBe(
      variantHtml('en', 'light', 'tests-shell'),
    );
  });

  it('sends the pages compressed', async () => {
    const compressed = await get('/fr/about', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(compressed.rawPayload).toString()).toMatch(/^<!doctype html><html lang="fr"/);
  });

  it('answers a revalidation with 304 while the variant is unchanged', async () => {
    const first = await get('/about', { cookie: 'theme=dark' });
    const again = await get('/about', { cookie: 'theme=dark', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const otherVariant = await get('/about', {
      cookie: 'theme=light',
      'if-none-match': String(first.headers.etag),
    });
    expect(otherVariant.statusCode).toBe(200);
  });
});

describe('signed-in pages rendered for the learner (issue 27)', () => {
  const h = useHarness(pglite!);
  let app: App;
  beforeAll(async () => {
    app = await h.build({ siteDir: prerenderedDir });
  });
  const signedIn = async () => {
    const { email } = await h.learner();
    const response = await app.server.inject({
      method: 'POST',
      url: '/login',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
    });
    const session = response.cookies.find((cookie) => cookie.name === 'SESSION')!.value;
    return { email, cookie: `SESSION=${session}; language=fr; theme=dark` };
  };
  const get = (url: string, cookie?: string) => app.server.inject({ url, headers: cookie ? { cookie } : {} });

  it('renders /tests for the signed-in learner, with the address’s query, in their language and theme, for them alone', async () => {
    const { email, cookie } = await signedIn();
    const response = await get('/tests?q=streams&view=list', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      variantHtml('fr', 'dark', 'tests-signed-in').replace(
        '</div>',
        `<p>${email} /tests?q=streams&view=list fr-dark UTC</p></div>`,
      ),
    );
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/^Cookie, /);
    expect(response.headers.etag).toBeUndefined();
    const compressed = await app.server.inject({
      url: '/tests',
      headers: { cookie, 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toContain(
      `<p>${email} /tests fr-dark UTC</p>`,
    );
    // Its dates in the reader's time zone, which the site keeps in a cookie; UTC for one this runtime does not know.
    const paris = await get('/tests', `${cookie}; timezone=Europe%2FParis`);
    expect(paris.body).toContain(`<p>${email} /tests fr-dark Europe/Paris</p>`);
    const unknown = await get('/tests', `${cookie}; timezone=Mars%2FOlympus`);
    expect(unknown.body).toContain(`<p>${email} /tests fr-dark UTC</p>`);
  });

  it('renders a page whose route has a parameter (an attempt’s results) from the template of its pattern', async () => {
    const { email, cookie } = await signedIn();
    const results = await get('/tests/results/42?view=review', cookie);
    expect(results.body).toBe(
      variantHtml('fr', 'dark', 'results-signed-in').replace(
        '</div>',
        `<p>${email} /tests/results/42?view=review fr-dark UTC</p></div>`,
      ),
    );
    // Only that pattern: a deeper path is no page of the app's.
    expect((await get('/tests/results/42/more', cookie)).statusCode).toBe(404);
    // A visitor gets the signed-in pages' loading state.
    expect((await get('/tests/results/42', 'language=fr; theme=dark')).body).toBe(
      variantHtml('fr', 'dark', 'app-shell'),
    );
  });

  it('sends the shell to a visitor, to a session that has ended, and when the render fails', async () => {
    const shell = variantHtml('fr', 'dark', 'tests-shell');
    expect((await get('/tests', 'language=fr; theme=dark')).body).toBe(shell);
    expect((await get('/tests', 'SESSION=no-such-session; language=fr; theme=dark')).body).toBe(shell);
    const { cookie } = await signedIn();
    const failed = await get('/tests?fail=1', cookie);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(shell);
  });

  it('lets the render read the API only', async () => {
    const { cookie } = await signedIn();
    expect((await get('/tests?write=1', cookie)).body).toBe(variantHtml('fr', 'dark', 'tests-shell'));
    // The session the render was given is still open.
    const me = await app.server.inject({ url: `${BASE_PATH}/users/me`, headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('does not serve the server bundle', async () => {
    expect((await get('/server/entry-server.mjs')).statusCode).toBe(404);
  });
});
