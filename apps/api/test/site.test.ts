import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { BASE_PATH } from '../src/contract/contract';
import { loadSeedTests } from '../src/db/seed/load';
import { seedTests } from '../src/db/seed/seed';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../src/http/site';
import { availableBackends } from './support/backends';
import { useHarness } from './support/harness';

// What a Vite build leaves: an HTML shell, hashed chunks under assets/, and unhashed files from public/.
const siteDir = mkdtempSync(join(tmpdir(), 'api-site-'));
const description = 'Kafka courses, labs and practice tests. '.repeat(30);
const shell = `<!doctype html><html lang="en"><meta name="description" content="${description}"><div id="root"></div>`;
const chunk = `export const topics = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `topic-${i}`))};\n`;
mkdirSync(join(siteDir, 'assets'));
writeFileSync(join(siteDir, 'index.html'), shell);
writeFileSync(join(siteDir, 'assets', 'index-Bx7Yq2Zk.js'), chunk);
writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
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

// What the site's build adds (apps/site/build/prerenderPages.ts): each public page in each language and theme.
const prerenderedDir = mkdtempSync(join(tmpdir(), 'api-site-prerendered-'));
const variantHtml = (locale: string, appearance: string, page: string) =>
  `<!doctype html><html lang="${locale}" class="${appearance}"><meta name="description" content="${description}"><title>${page}</title><div id="root"><h1>${page}</h1></div>`;
writeFileSync(join(prerenderedDir, 'index.html'), shell);
mkdirSync(join(prerenderedDir, 'prerendered'));
writeFileSync(
  join(prerenderedDir, 'prerendered', 'manifest.json'),
  JSON.stringify({
    pages: { '/': 'index.html', '/about': 'about.html' },
    notFound: 'not-found.html',
    appShell: 'app-shell.html',
    appShells: { '/tests': 'tests-shell.html' },
    appRoutes: ['/', '/about', '/dashboard', '/tests', '/tests/:id'],
  }),
);
for (const variant of ['en-light', 'en-dark', 'fr-light', 'fr-dark']) {
  const [locale, appearance] = variant.split('-') as [string, string];
  mkdirSync(join(prerenderedDir, 'prerendered', variant));
  for (const page of ['index', 'about', 'not-found', 'app-shell', 'tests-shell']) {
    writeFileSync(
      join(prerenderedDir, 'prerendered', variant, `${page}.html`),
      variantHtml(locale, appearance, page),
    );
  }
}
afterAll(() => rmSync(prerenderedDir, { recursive: true, force: true }));

describe('pages pre-rendered per language and theme', () => {
  const h = useHarness(pglite!);
  let app: App;
  beforeAll(async () => {
    app = await h.build({ siteDir: prerenderedDir });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.server.inject({ url, headers });

  it('sends the variant the language and theme cookies ask for, and says it varies on them', async () => {
    const response = await get('/about', { cookie: 'XSRF-TOKEN=x; language=fr; theme=dark' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(variantHtml('fr', 'dark', 'about'));
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers.vary).toMatch(/^Cookie, Accept-Language, Sec-CH-Prefers-Color-Scheme/);
    expect(response.headers['cache-control']).toBe(CACHE_REVALIDATE);
    expect((await get('/', { cookie: 'language=en' })).body).toBe(variantHtml('en', 'light', 'index'));
  });

  it('falls back to Accept-Language, then English; to the colour-scheme hint, then light', async () => {
    const french = await get('/about', { 'accept-language': 'fr-CA,en;q=0.8' });
    expect(french.body).toBe(variantHtml('fr', 'light', 'about'));
    const ranked = await get('/about', { 'accept-language': 'en;q=0.4, fr;q=0.9' });
    expect(ranked.body).toBe(variantHtml('fr', 'light', 'about'));
    const other = await get('/about', { 'accept-language': 'de-DE', 'sec-ch-prefers-color-scheme': 'dark' });
    expect(other.body).toBe(variantHtml('en', 'dark', 'about'));
    const cookieWins = await get('/about', { 'accept-language': 'fr', cookie: 'language=en; theme=light' });
    expect(cookieWins.body).toBe(variantHtml('en', 'light', 'about'));
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
    expect((await get('/about/')).body).toBe(variantHtml('en', 'light', 'about'));
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
    const compressed = await get('/about', { cookie: 'language=fr', 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(variantHtml('fr', 'light', 'about'));
  });

  it('answers a revalidation with 304 while the variant is unchanged', async () => {
    const first = await get('/about', { cookie: 'language=fr' });
    const again = await get('/about', { cookie: 'language=fr', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    const otherVariant = await get('/about', {
      cookie: 'language=en',
      'if-none-match': String(first.headers.etag),
    });
    expect(otherVariant.statusCode).toBe(200);
  });
});
