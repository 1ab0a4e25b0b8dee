// One regression test per finding of the security probe (issue 12), named after it.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { Agent } from './support/agent';
import { availableBackends, POSTGRES_URL } from './support/backends';
import { SECOND } from '../src/services/clock';
import { checker, PASSWORD, TEST_SCRYPT, useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('security findings on $name', (backend) => {
  const h = useHarness(backend);

  async function startedAttempt() {
    const learner = await h.learner();
    const session = (await learner.agent.post('/test-taking/start', { testId: h.testId('fixture-free') }))
      .body.data;
    return { ...learner, session };
  }

  it('high: pending-account takeover — a re-register never changes the credentials the owner will verify', async () => {
    const email = `pending-${Math.random().toString(36).slice(2)}@example.org`;
    const owner = await h.agent();
    const registered = await owner.post('/users/register', {
      firstName: 'Real',
      lastName: 'Owner',
      email,
      password: PASSWORD,
    });
    expect(registered.status).toBe(201);
    const attacker = await h.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const again = await attacker.post('/users/register', {
        firstName: 'Mal',
        lastName: 'Lory',
        email,
        password: 'attacker-password',
      });
      statuses.push(again.status);
    }
    // The mail limit answers 429 to the last ones: even those must not have changed anything.
    expect(statuses).toContain(429);
    const code = (await h.lastMail(email))?.code;
    const verified = await owner.post('/users/verify', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ firstName: 'Real', lastName: 'Owner' });
    expect((await attacker.post('/users/login', { email, password: 'attacker-password' })).status).toBe(401);
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('high: O(n²) DoS — 140 000 choice ids are refused at once, without blocking the server', async () => {
    const { agent, session } = await startedAttempt();
    const ids = Array.from({ length: 140_000 }, (_, i) => i + 1);
    const started = performance.now();
    const reply = await agent.post(
      `/test-taking/${session.id}/answer`,
      { questionId: session.firstQuestion.questionId, selectedChoiceIds: ids, remainingTime: 500 },
      { unchecked: true },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(reply.status).toBe(413);
    expect(reply.body.success).toBe(false);
    const many = await agent.post(`/test-taking/${session.id}/answer`, {
      questionId: session.firstQuestion.questionId,
      selectedChoiceIds: ids.slice(0, 21),
      remainingTime: 500,
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toMatch(/selectedChoiceIds must NOT have more than 20 items/);
  });

  it('low: ids ≥ 2^31 answer 400, never 500', async () => {
    const { agent, session } = await startedAttempt();
    const big = 2 ** 31;
    const replies = [
      await agent.get(`/tests/${big}`),
      await agent.get(`/tests/history/${big}`),
      await agent.get(`/test-taking/${big}/question/1`),
      await agent.get(`/test-taking/${session.id}/question/${big}`),
      await agent.post('/test-taking/start', { testId: big }),
      await agent.post(`/test-taking/${session.id}/answer`, {
        questionId: big,
        selectedChoiceIds: [big],
        remainingTime: 10,
      }),
      await agent.get(`/payments/test-access/${big}`),
      await agent.get(`/test-taking/abandoned?testId=${big}`),
    ];
    for (const reply of replies) expect(reply.status).toBe(400);
    expect((await agent.get(`/tests/${big - 1}`)).status).toBe(404);
  });

  it('low: a NUL byte in any text answers 400', async () => {
    const agent = await h.agent();
    const register = await agent.post('/users/register', {
      firstName: 'Nul\u0000',
      lastName: 'Byte',
      email: 'nul@example.org',
      password: PASSWORD,
    });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe('text must not contain NUL characters');
    const contact = await agent.post('/contact', {
      name: 'n',
      email: 'n@example.org',
      subject: 's',
      message: 'hello\u0000world',
    });
    expect(contact.status).toBe(400);
    expect((await agent.post('/users/forgot-password?email=a%00b@example.org')).status).toBe(400);
  });

  it('also: timeUsed measures the time really used when the client shortened the clock', async () => {
    const { agent, session } = await startedAttempt();
    h.clock.advance(42 * SECOND);
    const submitted = await agent.post(`/test-taking/${session.id}/submit`, { remainingTime: 100 });
    expect(submitted.status).toBe(200);
    // The free fixture has 600 s: the client claimed 100 s left after 42 s; 42 s were used, not 500.
    expect(submitted.body.data.timeUsed).toBe(42);
  });

  it('low: bad percent-encoding answers {success:false,code,message} 400', async () => {
    const agent = await h.agent();
    const reply = await agent.get('/tests/%E0%A4%A', { unchecked: true });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      success: false,
      code: 'VALIDATION',
      message: 'The URL is not valid percent-encoding',
    });
  });

  it('medium: parallel brute force — 40 parallel wrong passwords: only the allowance is evaluated', async () => {
    const { email } = await h.learner();
    const attacker = await h.agent('10.77.0.1');
    const replies = await Promise.all(
      Array.from({ length: 40 }, () =>
        attacker.post('/users/login', { email, password: 'wrong-password' }, { unchecked: true }),
      ),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });

  it("low: lock-out — guesses from everywhere never lock the owner's known device out", async () => {
    const { agent: owner, email } = await h.learner();
    // The owner's browser signs in once: from then on it is a known device.
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    // A distributed guess, one wrong password per address, fills the account's limit.
    const statuses: number[] = [];
    for (let i = 1; i <= 21; i++) {
      const guesser = await h.agent(`10.79.1.${i}`);
      const reply = await guesser.post(
        '/users/login',
        { email, password: 'wrong-password' },
        { unchecked: true },
      );
      statuses.push(reply.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(429);
    // A new device waits for the window like the guesses; the owner's known one signs in at once.
    const newDevice = await h.agent('10.79.2.1');
    expect(
      (await newDevice.post('/users/login', { email, password: PASSWORD }, { unchecked: true })).status,
    ).toBe(429);
    expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    // The device cookie is bound to its account: it does not lift another account's limit.
    const other = await h.learner();
    expect((await other.agent.post('/users/login', { email: other.email, password: PASSWORD })).status).toBe(
      200,
    );
    const borrowed = await other.agent.post(
      '/users/login',
      { email, password: PASSWORD },
      { unchecked: true },
    );
    expect(borrowed.status).toBe(429);
  });

  it('medium: parallel brute force — wrong current passwords are reserved before hashing too', async () => {
    const { agent } = await h.learner();
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent.patch('/users/change-password', {
          currentPassword: 'wrong-password',
          newPassword: 'new-password-1',
        }),
      ),
    );
    expect(replies.filter((r) => r.status === 400)).toHaveLength(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it('medium: registration flood — limited per client before any hash', async () => {
    const agent = await h.agent('10.78.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const reply = await agent.post('/users/register', {
        firstName: 'Flo',
        lastName: 'Od',
        email: `flood-${i}-${Math.random().toString(36).slice(2)}@example.org`,
        password: PASSWORD,
      });
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });

  it('medium: registration flood — past the hashing queue, sign-ups and logins answer 503 at once', async () => {
    const { hashGate } = await import('../src/services/passwords');
    const saved = { concurrency: hashGate.concurrency, queue: hashGate.queue };
    // A gate that is full: nothing may start and nothing may wait.
    Object.assign(hashGate, { concurrency: 0, queue: 0 });
    try {
      const agent = await h.agent('10.79.0.1');
      const register = await agent.post(
        '/users/register',
        { firstName: 'B', lastName: 'Usy', email: 'busy@example.org', password: PASSWORD },
        { unchecked: true },
      );
      expect(register.status).toBe(503);
      expect(register.body.message).toBe('The server is busy; please try again in a few seconds.');
      const login = await agent.post(
        '/users/login',
        { email: 'busy@example.org', password: PASSWORD },
        { unchecked: true },
      );
      expect(login.status).toBe(503);
    } finally {
      Object.assign(hashGate, saved);
    }
  });

  it('medium: forced change bound to the user — only the temporary-password session may set the password', async () => {
    const { agent: other, email } = await h.learner();
    const owner = await h.agent();
    await owner.post(`/users/forgot-password?email=${encodeURIComponent(email)}`);
    const temporary = /: ([A-Za-z0-9]{12})\n/.exec((await h.lastMail(email))?.text ?? '')?.[1];
    const bystander = await h.agent();
    const token = (await bystander.post('/users/login', { email, password: PASSWORD, issueToken: true })).body
      .token as string;
    expect((await owner.post('/users/login', { email, password: temporary })).body.mustChangePassword).toBe(
      true,
    );
    // Every other session ended when the temporary password was used.
    expect((await other.get('/users/me')).status).toBe(401);
    const api = new Agent(h.app.server, checker);
    api.bearer = token;
    expect((await api.get('/users/me')).status).toBe(401);
    // Another session may not set it: the temporary-password session is the one.
    expect(
      (await owner.post('/users/change-forgot-password', { newPassword: 'owners-new-choice' })).status,
    ).toBe(200);
    // A session opened since with the ordinary password cannot set a password without the current one (issue
    // 28: signing in with the old password before the change cancels it, and ends the temporary session).
    const later = await h.agent();
    await later.post('/users/login', { email, password: 'owners-new-choice' });
    const refused = await later.post('/users/change-forgot-password', {
      newPassword: 'someone-elses-choice',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PASSWORD_CHANGE_NOT_PENDING');
  });

  it('medium: proxy trust — a spoofed X-Forwarded-For does not escape per-IP limits', async () => {
    const message = { name: 'n', email: 'n@example.org', subject: 's', message: 'm' };
    const direct = await h.agent('10.80.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const reply = await direct.post('/contact', message, {
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(reply.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Behind one trusted proxy hop, the address the proxy saw is the client.
    const proxied = await h.build({ trustProxy: 1 });
    const viaProxy = new Agent(proxied.server, checker, '10.80.0.2');
    await viaProxy.get('/users/auth-status');
    for (let i = 0; i < 6; i++) {
      const reply = await viaProxy.post('/contact', message, {
        headers: { 'x-forwarded-for': `198.51.100.7, 203.0.113.${i}` },
      });
      expect(reply.status).toBe(201);
    }
  });

  it('high: O(n²) DoS — JSON bodies over 64 KiB answer 413', async () => {
    const agent = await h.agent();
    const reply = await agent.post(
      '/contact',
      { name: 'n', email: 'n@example.org', subject: 's', message: 'x'.repeat(70_000) },
      { unchecked: true },
    );
    expect(reply.status).toBe(413);
    expect(reply.body.success).toBe(false);
  });
});

describe.each(backends)('configured session limits on $name', (backend) => {
  // SESSION_IDLE_MINUTES=1, SESSION_ABSOLUTE_HOURS=0.1 (6 minutes), as the settings would give them.
  const h = useHarness(backend, { sessions: { idleMs: 60 * SECOND, absoluteMs: 360 * SECOND } });

  it('also: a session ends after the configured idle time', async () => {
    const { agent } = await h.learner();
    expect((await agent.get('/users/me/stats')).status).toBe(200);
    h.clock.advance(59 * SECOND);
    expect((await agent.get('/users/me/stats')).status).toBe(200);
    h.clock.advance(61 * SECOND);
    expect((await agent.get('/users/me/stats', { unchecked: true })).status).toBe(401);
  });

  it('also: a session ends after the configured absolute time, however active', async () => {
    const { agent } = await h.learner();
    for (let elapsed = 0; elapsed < 350; elapsed += 50) {
      expect((await agent.get('/users/me/stats')).status).toBe(200);
      h.clock.advance(50 * SECOND);
    }
    h.clock.advance(20 * SECOND);
    expect((await agent.get('/users/me/stats', { unchecked: true })).status).toBe(401);
  });
});

describe.each(backends)('payment findings on $name', (backend) => {
  const SITE = 'https://learn.example.org';
  const h = useHarness(backend, { siteUrl: SITE });

  it("low: payment returnUrl/cancelUrl accept only the site's own origin", async () => {
    const { agent } = await h.learner();
    for (const returnUrl of ['https://evil.example.com/success', 'javascript:alert(1)']) {
      const purchase = await agent.post('/payments/paypal/test/purchase', {
        testId: h.testId('fixture-premium'),
        returnUrl,
        cancelUrl: `${SITE}/cancel`,
      });
      expect(purchase.status).toBe(400);
      expect(purchase.body.message).toBe(`body/returnUrl must be a page of ${SITE}`);
      const generic = await agent.post('/payments/paypal/create', {
        amount: 5,
        currency: 'USD',
        returnUrl: `${SITE}/success`,
        cancelUrl: returnUrl,
      });
      expect(generic.status).toBe(400);
    }
  });

  it('low: the generic payment amount is bounded (1e12 and 0.001 answer 400)', async () => {
    const { agent } = await h.learner();
    for (const amount of [1e12, 0.001, 12.345]) {
      const reply = await agent.post('/payments/paypal/create', { amount, currency: 'USD' });
      expect(reply.status).toBe(400);
    }
    expect((await agent.post('/payments/paypal/create', { amount: 12.34, currency: 'USD' })).status).toBe(
      200,
    );
  });

  it('low: two open purchase orders for one test cannot both be captured', async () => {
    const { agent, id } = await h.learner();
    const order = () =>
      agent.post('/payments/paypal/test/purchase', {
        testId: h.testId('fixture-premium'),
        returnUrl: `${SITE}/success`,
        cancelUrl: `${SITE}/cancel`,
      });
    const first = (await order()).body.paymentId;
    const second = (await order()).body.paymentId;
    expect(
      (await agent.post('/payments/paypal/execute', { paymentId: first, payerId: 'SANDBOX-A' })).status,
    ).toBe(200);
    const again = await agent.post('/payments/paypal/execute', { paymentId: second, payerId: 'SANDBOX-B' });
    expect(again.status).toBe(409);
    const result = await h.database.db.execute(
      sql`SELECT count(*)::int AS n FROM payments WHERE user_id = ${id} AND status = 'COMPLETED'`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('also: a running attempt whose access expired may finish but cannot be started or resumed', async () => {
    const { agent, id } = await h.learner();
    const paymentId = (
      await agent.post('/payments/paypal/test/purchase', {
        testId: h.testId('fixture-premium'),
        returnUrl: `${SITE}/success`,
        cancelUrl: `${SITE}/cancel`,
      })
    ).body.paymentId;
    await agent.post('/payments/paypal/execute', { paymentId, payerId: 'SANDBOX-A' });
    const running = (await agent.post('/test-taking/start', { testId: h.testId('fixture-premium') })).body
      .data;
    await agent.post(`/test-taking/${running.id}/pause`, { remainingTime: 800 });
    await h.database.db.execute(
      sql`UPDATE test_access SET expires_at = ${new Date(h.clock.now().getTime() - 1000).toISOString()}::timestamptz WHERE user_id = ${id}`,
    );
    expect((await agent.post(`/test-taking/${running.id}/resume`)).status).toBe(403);
    expect((await agent.post('/test-taking/start', { testId: h.testId('fixture-premium') })).status).toBe(
      403,
    );
    const submitted = await agent.post(`/test-taking/${running.id}/submit`, { remainingTime: 700 });
    expect(submitted.status).toBe(200);
  });

  it('low: hardening headers — CSP without inline script, frame-ancestors none, nosniff, no-store on the API', async () => {
    const { agent } = await h.learner();
    const reply = await agent.get('/users/me');
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.paypal\.com/);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toMatch(/unsafe-inline/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    const production = await h.build({
      mode: 'production',
      payments: 'disabled',
      mailer: { kind: 'transport', send: async () => undefined },
    });
    const prod = new Agent(production.server, checker);
    const hsts = await prod.get('/users/auth-status');
    expect(hsts.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(hsts.setCookies.get('XSRF-TOKEN')?.raw)).toMatch(/Secure/);
  });
});

describe.runIf(backends.some((b) => b.name === 'postgres'))('a database that goes away', () => {
  const postgres = backends.find((b) => b.name === 'postgres')!;
  const h = useHarness(postgres);

  it('high: a PostgreSQL restart kills the server — terminated connections are survived and replaced', async () => {
    const agent = await h.agent();
    expect((await agent.get('/tests?requireAuth=false')).status).toBe(200);
    // Fill the pool with several connections, then have PostgreSQL cut every one of them.
    const pids = new Set<number>();
    await Promise.all(
      Array.from({ length: 5 }, async () => {
        const result = await h.database.db.execute(sql`SELECT pg_backend_pid() AS pid, pg_sleep(0.05)`);
        const [row] = (result as unknown as { rows: { pid: number }[] }).rows;
        pids.add(Number(row?.pid));
      }),
    );
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [[...pids]]);
    } finally {
      await admin.end();
    }
    await new Promise((done) => setTimeout(done, 300));
    const after = [];
    for (let i = 0; i < 3; i++) after.push((await agent.get('/tests?requireAuth=false')).status);
    expect(after.at(-1)).toBe(200);
    for (const status of after) expect([200, 503]).toContain(status);
  });

  it('high: a PostgreSQL restart kills the server — requests answer 503 while the database is away', async () => {
    const away = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/test' });
    const app = await buildApp({ db: away.db, passwordCost: TEST_SCRYPT });
    try {
      const agent = new Agent(app.server, checker);
      const reply = await agent.get('/tests?requireAuth=false', { unchecked: true });
      expect(reply.status).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.body).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is briefly unavailable; please try again in a few seconds.',
        retryAfterSeconds: 5,
      });
    } finally {
      await app.server.close();
      await away.close();
    }
  });
});
