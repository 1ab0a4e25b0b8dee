import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_PATH, routeUrl } from '../src/contract/contract';
import { contactMessages } from '../src/db/schema';
import { MINUTE } from '../src/services/clock';
import { createOutboxMailer, type Mailer } from '../src/services/mail';
import { Agent } from './support/agent';
import { availableBackends } from './support/backends';
import { checker, PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();
const siteDir = mkdtempSync(join(tmpdir(), 'api-site-'));
writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Kafka Learning</title>');
writeFileSync(join(siteDir, 'app.js'), 'console.log("site")');
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

describe.each(backends)('http layer on $name', (backend) => {
  const h = useHarness(backend);

  describe('XSRF', () => {
    it('hands every client a readable XSRF-TOKEN cookie, once', async () => {
      const agent = new Agent(h.app.server, checker);
      const first = await agent.get('/users/auth-status');
      const cookie = first.setCookies.get('XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[\w-]{43}$/);
      expect(cookie?.raw).not.toMatch(/HttpOnly/);
      expect(cookie?.raw).toMatch(/SameSite=Lax/);
      expect(cookie?.raw).toMatch(/Path=\//);
      expect((await agent.get('/users/auth-status')).setCookies.has('XSRF-TOKEN')).toBe(false);
    });

    it('answers 403 to an unsafe call without the header or with another value, login and register included', async () => {
      const agent = await h.agent();
      const login = await agent.post(
        '/users/login',
        { email: 'a@example.org', password: PASSWORD },
        { xsrf: false },
      );
      expect(login.status).toBe(403);
      expect(login.body.message).toMatch(/X-XSRF-TOKEN/);
      const register = await agent.post(
        '/users/register',
        { firstName: 'A', lastName: 'B', email: 'a@example.org', password: PASSWORD },
        { xsrf: false },
      );
      expect(register.status).toBe(403);
      const forged = await agent.post(
        '/users/login',
        { email: 'a@example.org', password: PASSWORD },
        { xsrf: false, headers: { 'x-xsrf-token': 'guess' } },
      );
      expect(forged.status).toBe(403);
      const cookieless = new Agent(h.app.server, checker);
      expect(
        (await cookieless.post('/contact', { name: 'n', email: 'n@example.org', subject: 's', message: 'm' }))
          .status,
      ).toBe(403);
    });

    it('guards signed-in calls too, but not calls with a bearer token', async () => {
      const { agent, email } = await h.learner();
      expect(
        (await agent.patch('/users/profile', { firstName: 'X', lastName: 'Y' }, { xsrf: false })).status,
      ).toBe(403);
      expect((await agent.post('/users/logout', undefined, { xsrf: false })).status).toBe(403);
      const token = (await agent.post('/users/login', { email, password: PASSWORD, issueToken: true })).body
        .token;
      const api = new Agent(h.app.server, checker);
      api.bearer = token;
      expect(
        (await api.patch('/users/profile', { firstName: 'X', lastName: 'Y' }, { xsrf: false })).status,
      ).toBe(200);
    });

    it('marks cookies Secure over https', async () => {
      const app = await h.build({ trustProxy: ['127.0.0.1'] });
      const agent = new Agent(app.server, checker);
      const reply = await agent.get('/users/auth-status', { headers: { 'x-forwarded-proto': 'https' } });
      expect(reply.setCookies.get('XSRF-TOKEN')?.raw).toMatch(/Secure/);
    });
  });

  describe('validation and errors', () => {
    it('answers 400 naming the field, for bodies, queries and paths', async () => {
      const agent = await h.agent();
      const body = await agent.post('/users/login', { email: 'a@example.org' });
      expect(body.status).toBe(400);
      expect(body.body).toEqual({
        success: false,
        code: 'VALIDATION',
        message: 'body/password is required',
        field: 'password',
      });
      expect((await agent.post('/users/login', { email: 'a@example.org', password: 42 })).body.message).toBe(
        'body/password must be string',
      );
      expect((await agent.get('/dev/outbox?to=nope')).body.message).toBe(
        'query/to must match format "email"',
      );
      const { agent: learner } = await h.learner();
      expect((await learner.get('/test-taking/0/question/1')).body.message).toBe(
        'path/sessionId must be >= 1',
      );
    });

    it('answers 400 to malformed JSON and a missing body', async () => {
      const agent = await h.agent();
      const broken = await agent.request('POST', '/users/login', {
        headers: { 'content-type': 'application/json' },
        body: '{"email":',
      });
      expect(broken.status).toBe(400);
      expect(broken.body.success).toBe(false);
      expect((await agent.post('/users/login')).body.message).toBe('body is required');
    });

    it('answers 401 to every signed-in call made anonymously', async () => {
      const agent = await h.agent();
      const calls: [string, string, unknown?][] = [
        ['GET', '/tests/1/history'],
        ['GET', '/tests/history/1'],
        ['POST', '/test-taking/1/resume'],
        ['GET', '/test-taking/1/question/1'],
        ['POST', '/test-taking/1/answer', { questionId: 1, selectedChoiceIds: [], remainingTime: 1 }],
        ['PUT', '/test-taking/1/questions/1/flag', { flagged: true }],
        ['POST', '/test-taking/1/pause', { remainingTime: 1 }],
        ['POST', '/test-taking/1/submit', { remainingTime: 1 }],
        ['POST', '/payments/paypal/create', { amount: 1, currency: 'USD' }],
        ['POST', '/payments/paypal/subscription/create'],
        ['POST', '/payments/paypal/execute', { paymentId: 'P', payerId: 'SANDBOX' }],
        ['GET', '/payments/paypal/verify/P'],
        ['GET', '/payments/test-access/1'],
        ['GET', '/payments/subscription/status'],
      ];
      for (const [method, path, body] of calls) {
        expect((await agent.request(method, path, { body })).status, `${method} ${path}`).toBe(401);
      }
    });

    it('names missing fields on the remaining account calls', async () => {
      const { agent } = await h.learner();
      expect((await agent.post('/users/resend-verification-code', {})).body.message).toBe(
        'body/email is required',
      );
      expect((await agent.post('/users/change-forgot-password', { newPassword: 'short' })).status).toBe(400);
      expect(
        (await agent.post('/users/verify', { email: 'a@example.org', code: '12345' })).body.message,
      ).toMatch(/^body\/code must match pattern/);
    });

    it('answers a JSON 404 for an unknown API path', async () => {
      const agent = await h.agent();
      const reply = await agent.get('/no/such/thing', { unchecked: true });
      expect(reply.status).toBe(404);
      expect(reply.body.success).toBe(false);
    });

    it('implements every operation of the contract', () => {
      const routes = h.app.server.printRoutes({ commonPrefix: false });
      for (const operation of h.app.contract.operations.values()) {
        expect(
          h.app.server.hasRoute({ method: operation.method, url: routeUrl(operation) }),
          operation.operationId,
        ).toBe(true);
      }
      expect(routes).toContain(BASE_PATH.slice(1));
    });
  });

  describe('contact', () => {
    it('stores the message, forwards it, and rate-limits a flood', async () => {
      const agent = await h.agent('203.0.113.7');
      const message = {
        name: 'Ada',
        email: 'ada@example.org',
        subject: 'Labs',
        message: 'Do labs need Kafka installed?',
      };
      const sent = await agent.post('/contact', message);
      expect(sent.status).toBe(201);
      const stored = await h.database.db.select().from(contactMessages);
      expect(stored.some((m) => m.message === message.message)).toBe(true);
      expect((await h.lastMail('support@kafka-learning.dev'))?.subject).toBe('[Contact] Labs');
      expect((await agent.post('/contact', { ...message, subject: '' })).status).toBe(400);
      for (let i = 0; i < 4; i++) await agent.post('/contact', message);
      expect((await agent.post('/contact', message)).status).toBe(429);
      h.clock.advance(10 * MINUTE);
      expect((await agent.post('/contact', message)).status).toBe(201);
    });
  });

  describe('dev outbox', () => {
    it('shows captured mail with its code, filtered by address', async () => {
      const { email } = await h.learner();
      const agent = await h.agent();
      const mails = (await agent.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).body.data;
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: email, code: expect.stringMatching(/^\d{6}$/) });
    });

    it('critical: outbox without ?to= lists nothing', async () => {
      await h.learner();
      const agent = await h.agent();
      const reply = await agent.get('/dev/outbox');
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        success: false,
        code: 'VALIDATION',
        message: 'query/to is required',
        field: 'to',
      });
      const other = await agent.get('/dev/outbox?to=nobody-here%40example.org');
      expect(other.body.data).toEqual([]);
    });

    it('critical: the outbox log prints who and what, never the mail body', async () => {
      const lines: string[] = [];
      const mailer = createOutboxMailer(h.database.db, (line) => lines.push(line));
      await mailer.send({
        to: 'log@example.org',
        subject: 'Your code: 123456',
        text: 'Your code is 123456',
        code: '123456',
      });
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/log@example\.org/);
      expect(lines[0]).not.toMatch(/123456/);
    });

    it('answers 404 when a real mail transport is configured', async () => {
      const sent: string[] = [];
      const transport: Mailer = { kind: 'transport', send: async (mail) => void sent.push(mail.to) };
      const app = await h.build({ mailer: transport });
      const agent = new Agent(app.server, checker);
      expect((await agent.get('/dev/outbox')).status).toBe(404);
      await agent.get('/users/auth-status');
      await agent.post('/users/register', {
        firstName: 'M',
        lastName: 'T',
        email: 'smtp-user@example.org',
        password: PASSWORD,
      });
      expect(sent).toEqual(['smtp-user@example.org']);
    });
  });

  describe('the built site', () => {
    it('serves files and falls back to index.html for client routes, not for API paths', async () => {
      const app = await h.build({ siteDir });
      const asset = await app.server.inject({ url: '/app.js' });
      expect(asset.body).toContain('site');
      const route = await app.server.inject({ url: '/tests/results/4', headers: { accept: 'text/html' } });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('Kafka Learning');
      const api = await app.server.inject({ url: `${BASE_PATH}/missing` });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
    });
  });
});
