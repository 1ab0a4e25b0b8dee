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
