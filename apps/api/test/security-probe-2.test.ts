// One regression test per hole of the second security probe (issue 33), and the lockout after a temporary
// password (issue 28), on PGlite and PostgreSQL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { trustedDevices } from '../src/db/schema';
import { MINUTE } from '../src/services/clock';
import { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { checker, PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();

// A build with pre-rendered pages, as apps/site/build/prerenderPages.ts leaves it.
const siteDir = mkdtempSync(join(tmpdir(), 'api-probe-site-'));
const variantHtml = (locale: string, appearance: string, page: string) =>
  `<!doctype html><html lang="${locale}" class="${appearance}"><title>${page}</title><h1>${page}</h1>`;
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><div id="root"></div>');
mkdirSync(join(siteDir, 'prerendered'));
writeFileSync(
  join(siteDir, 'prerendered', 'manifest.json'),
  JSON.stringify({
    pages: {
      '/': { file: 'index.html', locale: 'en', alternates: { en: '/', fr: '/fr' }, inSitemap: true },
      '/login': {
        file: 'login.html',
        locale: 'en',
        alternates: { en: '/login', fr: '/fr/login' },
        inSitemap: true,
      },
    },
    frenchPrefix: '/fr',
    notFound: 'not-found.html',
    appShell: 'app-shell.html',
    appShells: { '/tests': 'tests-shell.html' },
    appRoutes: ['/', '/login', '/dashboard', '/tests'],
  }),
);
for (const variant of ['en-light', 'en-dark', 'fr-light', 'fr-dark']) {
  const [locale, appearance] = variant.split('-') as [string, string];
  mkdirSync(join(siteDir, 'prerendered', variant));
  for (const page of ['index', 'login', 'not-found', 'app-shell', 'tests-shell'])
    writeFileSync(
      join(siteDir, 'prerendered', variant, `${page}.html`),
      variantHtml(locale, appearance, page),
    );
}
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe.each(backends)('security probe 2 (issue 33) on $name', (backend) => {
  const h = useHarness(backend);
  let counter = 0;
  /** A fresh address per guess, so neither the per-client nor the per-IP limit is the one that answers. */
  const nextIp = () => `10.90.${Math.floor(counter / 200)}.${(counter++ % 200) + 1}`;

  async function temporaryPasswordOf(email: string) {
    const requester = await h.agent(nextIp());
    expect((await requester.post(`/users/forgot-password?email=${encodeURIComponent(email)}`)).status).toBe(
      200,
    );
    const temporary = /: ([A-Za-z0-9]{12})\n/.exec((await h.lastMail(email))?.text ?? '')?.[1];
    expect(temporary).toBeDefined();
    return temporary!;
  }

  /** 20 wrong passwords from 20 addresses: the account's own limit is full. */
  async function fillAccountLimit(email: string) {
    for (let i = 0; i < 20; i++) {
      const guesser = await h.agent(nextIp());
      const reply = await guesser.post('/users/login', { email, password: 'wrong-password' });
      expect(reply.status).toBe(401);
    }
  }

  /** A browser that carries `device` as its DEVICE cookie. */
  async function browserWith(device: string) {
    const agent = await h.agent(nextIp());
    agent.jar.set('DEVICE', device);
    return agent;
  }

  it('high: forced change only in the browser — a temporary-password session may only change the password', async () => {
    const { agent: before, email } = await h.learner();
    // An attempt the owner opened before the reset: the new session may not answer in it either.
    const attempt = (await before.post('/test-taking/start', { testId: h.testId('fixture-free') })).body.data;
    const temporary = await temporaryPasswordOf(email);
    const holder = await h.agent(nextIp());
    const signedIn = await holder.post('/users/login', { email, password: temporary, issueToken: true });
    expect(signedIn.body.mustChangePassword).toBe(true);
    const bearer = new Agent(h.app.server, checker);
    bearer.bearer = signedIn.body.token as string;

    for (const agent of [holder, bearer]) {
      const refused = [
        await agent.get('/tests'),
        await agent.get(`/tests/${h.testId('fixture-free')}`),
        await agent.get('/users/me/stats'),
        await agent.get(`/tests/${h.testId('fixture-free')}/history`),
        await agent.get('/orders'),
        await agent.post('/test-taking/start', { testId: h.testId('fixture-free') }),
        await agent.post('/test-taking/practice-set', {
          testId: h.testId('fixture-free'),
          count: 2,
          source: 'all',
        }),
        await agent.post(`/test-taking/${attempt.id}/answer`, {
          questionId: attempt.firstQuestion.questionId,
          selectedChoiceIds: [],
          remainingTime: 500,
        }),
        await agent.patch('/users/profile', { firstName: 'Mal', lastName: 'Lory' }),
      ];
      for (const reply of refused) {
        expect(reply.status).toBe(403);
        expect(reply.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
      }
      // What the change needs is still answered.
      expect((await agent.get('/users/me')).status).toBe(200);
      expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: true });
    }
    expect(
      (await holder.post('/users/change-forgot-password', { newPassword: 'holders-new-one' })).status,
    ).toBe(200);
    expect((await holder.get('/tests')).status).toBe(200);
    // Setting the password ends every other session, the token issued beside this one included.
    expect((await bearer.get('/tests')).status).toBe(401);
    const answered = await holder.post(`/test-taking/${attempt.id}/answer`, {
      questionId: attempt.firstQuestion.questionId,
      selectedChoiceIds: [],
      remainingTime: 500,
    });
    expect(answered.status).toBe(200);
  });

  it('medium: device trust outlives the password — failures count per device token, trust withdrawn after 3', async () => {
    const { email } = await h.learner();
    const owner = await h.agent(nextIp());
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    const device = owner.jar.get('DEVICE')!;
    expect(device).toBeDefined();
    await fillAccountLimit(email);
    // The stolen token from 30 addresses, in parallel: only the device's own allowance is evaluated.
    const guessers = [];
    for (let i = 0; i < 30; i++) guessers.push(await browserWith(device));
    const replies = await Promise.all(
      guessers.map((guesser) => guesser.post('/users/login', { email, password: 'wrong-password' })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(27);
    // Trust is withdrawn: the token no longer lifts the account's limit, even with the right password.
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(429);
    // Past the window the owner signs in again, and that browser is trusted anew.
    h.clock.advance(5 * MINUTE);
    const again = await owner.post('/users/login', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(owner.jar.get('DEVICE')).not.toBe(device);
  });

  it('medium: device trust outlives the password — a password change ends it', async () => {
    const { agent: owner, email } = await h.learner();
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    const other = await h.agent(nextIp());
    expect((await other.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    const devices = [owner.jar.get('DEVICE')!, other.jar.get('DEVICE')!];
    const changed = await owner.patch('/users/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password',
    });
    expect(changed.status).toBe(200);
    await fillAccountLimit(email);
    for (const device of devices) {
      const browser = await browserWith(device);
      expect((await browser.post('/users/login', { email, password: 'a-new-password' })).status).toBe(429);
    }
  });

  it('medium: device trust outlives the password — a reset ends it', async () => {
    const { email } = await h.learner();
    const owner = await h.agent(nextIp());
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    const device = owner.jar.get('DEVICE')!;
    const temporary = await temporaryPasswordOf(email);
    const holder = await h.agent(nextIp());
    expect((await holder.post('/users/login', { email, password: temporary })).body.mustChangePassword).toBe(
      true,
    );
    expect(
      (await holder.post('/users/change-forgot-password', { newPassword: 'reset-password' })).status,
    ).toBe(200);
    await fillAccountLimit(email);
    const browser = await browserWith(device);
    expect((await browser.post('/users/login', { email, password: 'reset-password' })).status).toBe(429);
  });

  it('low: device trust outlives the password — logout ends this browser’s trust and clears its cookie', async () => {
    const { email } = await h.learner();
    const owner = await h.agent(nextIp());
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    const device = owner.jar.get('DEVICE')!;
    const out = await owner.post('/users/logout');
    expect(out.status).toBe(200);
    expect(out.setCookies.get('DEVICE')?.raw).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(owner.jar.has('DEVICE')).toBe(false);
    await fillAccountLimit(email);
    const browser = await browserWith(device);
    expect((await browser.post('/users/login', { email, password: PASSWORD })).status).toBe(429);
  });

  it('low: device trust outlives the password — at most 10 devices are kept per learner, the newest', async () => {
    const { email, id } = await h.learner();
    const devices: string[] = [];
    for (let i = 0; i < 13; i++) {
      const browser = await h.agent(nextIp());
      expect((await browser.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
      devices.push(browser.jar.get('DEVICE')!);
      h.clock.advance(1000);
    }
    const rows = await h.database.db.select().from(trustedDevices).where(eq(trustedDevices.userId, id));
    expect(rows).toHaveLength(10);
    await fillAccountLimit(email);
    const oldest = await browserWith(devices[0]!);
    expect((await oldest.post('/users/login', { email, password: PASSWORD })).status).toBe(429);
    const newest = await browserWith(devices.at(-1)!);
    expect((await newest.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('medium: practice sets without a limit — 30 per learner in 10 minutes, then 429 PRACTICE_SET_LIMIT', async () => {
    const { agent } = await h.learner();
    const other = await h.learner();
    const body = { testId: h.testId('fixture-free'), count: 1, source: 'all' };
    for (let i = 0; i < 30; i++)
      expect((await agent.post('/test-taking/practice-set', body)).status).toBe(200);
    const refused = await agent.post('/test-taking/practice-set', body);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('PRACTICE_SET_LIMIT');
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfterSeconds));
    // Per learner: another learner is not held; the window passes.
    expect((await other.agent.post('/test-taking/practice-set', body)).status).toBe(200);
    h.clock.advance(10 * MINUTE);
    expect((await agent.post('/test-taking/practice-set', body)).status).toBe(200);
  });
});

describe.each(backends)('lockout after a temporary password (issue 28) on $name', (backend) => {
  const h = useHarness(backend);

  it('high: signing in with the current password clears a pending reset and ends the temporary session', async () => {
    const { email } = await h.learner();
    const asker = await h.agent();
    await asker.post(`/users/forgot-password?email=${encodeURIComponent(email)}`);
    const temporary = /: ([A-Za-z0-9]{12})\n/.exec((await h.lastMail(email))?.text ?? '')?.[1];
    // Signed in with the temporary password, then that tab is lost before a new password is chosen.
    const lost = await h.agent();
    expect((await lost.post('/users/login', { email, password: temporary })).body.mustChangePassword).toBe(
      true,
    );
    // The mail says the old password remains valid: it is, and it opens the whole app again.
    const back = await h.agent();
    const signedIn = await back.post('/users/login', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.mustChangePassword).toBe(false);
    expect((await back.get('/users/me')).body.mustChangePassword).toBe(false);
    expect((await back.get('/tests')).status).toBe(200);
    expect((await back.post('/test-taking/start', { testId: h.testId('fixture-free') })).status).toBe(200);
    // Whoever holds the temporary session (perhaps someone who read the mail) is signed out.
    expect((await lost.get('/users/me')).status).toBe(401);
    // The temporary password was single-use.
    expect((await (await h.agent()).post('/users/login', { email, password: temporary })).status).toBe(401);
  });
});

describe.each(backends)('bad preference cookies (issue 33) on $name', (backend) => {
  const h = useHarness(backend);
  let app: App;
  beforeAll(async () => {
    app = await h.build({ siteDir });
  });

  it('low: a bad preference cookie breaks every page — an unreadable language or theme is ignored', async () => {
    const pages: [string, number, string][] = [
      ['/', 200, 'index'],
      ['/login', 200, 'login'],
      ['/tests', 200, 'tests-shell'],
      ['/dashboard', 200, 'app-shell'],
      ['/no-such-page', 404, 'not-found'],
    ];
    for (const cookie of [
      'language=%',
      'theme=%E0%A4%A',
      'language=%E0%A4%A; theme=%',
      'theme=%; language=fr',
    ]) {
      const french = cookie.includes('language=fr');
      for (const [url, status, page] of pages) {
        const response = await app.server.inject({ url, headers: { cookie } });
        // A French visitor's home is /fr (spec decision 87); a public page's language is its address's.
        if (french && url === '/') {
          expect(response.statusCode, `${url} ${cookie}`).toBe(302);
          continue;
        }
        expect(response.statusCode, `${url} ${cookie}`).toBe(status);
        const locale = french && !['/', '/login'].includes(url) ? 'fr' : 'en';
        // As the server sends it: naming the identity providers it offers (none here).
        expect(response.body, `${url} ${cookie}`).toBe(
          variantHtml(locale, 'light', page).replace('class="light"', '$& data-identity-providers=""'),
        );
      }
    }
    // The API beside the pages is not troubled by them either.
    const api = await app.server.inject({
      url: '/elearning/api/users/auth-status',
      headers: { cookie: 'language=%' },
    });
    expect(api.statusCode).toBe(200);
  });
});
