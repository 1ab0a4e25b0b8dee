import { describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../src/services/clock';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();

describe.each(backends)('account on $name', (backend) => {
  const h = useHarness(backend);

  describe('register and verify', () => {
    it('creates a pending account, mails a code, and verifying signs in', async () => {
      const agent = await h.agent();
      const email = 'Grace.Hopper@Example.org';
      const registered = await agent.post('/users/register', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email,
        password: PASSWORD,
      });
      expect(registered.status).toBe(201);
      expect(registered.setCookies.has('SESSION')).toBe(false);
      const mail = await h.lastMail(email);
      expect(mail?.code).toMatch(/^\d{6}$/);
      expect(mail?.text).toContain(mail?.code);

      const pending = await agent.post('/users/login', { email, password: PASSWORD });
      expect(pending.status).toBe(403);
      expect(pending.body.message).toContain('Email not verified');

      const verified = await agent.post('/users/verify', { email, code: mail?.code });
      expect(verified.status).toBe(200);
      expect(verified.body).toMatchObject({
        email: 'grace.hopper@example.org',
        status: 'ACTIVE',
        mustChangePassword: false,
      });
      const session = verified.setCookies.get('SESSION');
      expect(session?.raw).toMatch(/HttpOnly/);
      expect(session?.raw).toMatch(/SameSite=Lax/);
      expect((await agent.get('/users/me')).body.email).toBe('grace.hopper@example.org');
    });

    it('refuses a second account on the same address, whatever its case', async () => {
      const { email } = await h.learner();
      const agent = await h.agent();
      const again = await agent.post('/users/register', {
        firstName: 'A',
        lastName: 'B',
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toContain('Email already in use');
    });

    it('lets the mailbox owner take over an unverified registration of their address after an hour', async () => {
      const squatter = await h.agent();
      const email = `taken-over-${Date.now()}@example.org`;
      await squatter.post('/users/register', {
        firstName: 'Mal',
        lastName: 'Lory',
        email,
        password: 'squatter-password',
      });
      h.clock.advance(HOUR);
      const owner = await h.agent();
      const mine = await owner.post('/users/register', {
        firstName: 'Real',
        lastName: 'Owner',
        email,
        password: PASSWORD,
      });
      expect(mine.status).toBe(201);
      const verified = await owner.post('/users/verify', { email, code: (await h.lastMail(email))?.code });
      expect(verified.body).toMatchObject({ firstName: 'Real', lastName: 'Owner' });
      expect((await squatter.post('/users/login', { email, password: 'squatter-password' })).status).toBe(
        401,
      );
      expect((await owner.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('names the field of a bad registration', async () => {
      const agent = await h.agent();
      const short = await agent.post('/users/register', {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        password: 'short',
      });
      expect(short.status).toBe(400);
      expect(short.body.message).toContain('password');
      const missing = await agent.post('/users/register', {
        firstName: 'A',
        lastName: 'B',
        password: PASSWORD,
      });
      expect(missing.body.message).toBe('body/email is required');
      const badEmail = await agent.post('/users/register', {
        firstName: 'A',
        lastName: 'B',
        email: 'nope',
        password: PASSWORD,
      });
      expect(badEmail.body.message).toContain('body/email');
    });

    it('refuses a code after 5 wrong tries, even the right one, and a resend starts over', async () => {
      const agent = await h.agent();
      const email = `tries-${Date.now()}@example.org`;
      await agent.post('/users/register', { firstName: 'T', lastName: 'R', email, password: PASSWORD });
      const code = (await h.lastMail(email))?.code as string;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const reply = await agent.post('/users/verify', { email, code: wrong });
        expect(reply.status).toBe(400);
      }
      const sixth = await agent.post('/users/verify', { email, code });
      expect(sixth.status).toBe(400);
      expect(sixth.body.message).toMatch(/Too many wrong codes/);

      h.clock.advance(6 * MINUTE);
      expect((await agent.post('/users/resend-verification-code', { email })).status).toBe(200);
      const fresh = (await h.lastMail(email))?.code;
      expect(fresh).not.toBe(code);
      expect((await agent.post('/users/verify', { email, code: fresh })).status).toBe(200);
      expect((await agent.post('/users/verify', { email, code: fresh })).status).toBe(400);
    });

    it('answers 429 once an account has spent its code checks, across resent codes', async () => {
      const agent = await h.agent();
      const email = `guesser-${Date.now()}@example.org`;
      await agent.post('/users/register', { firstName: 'G', lastName: 'S', email, password: PASSWORD });
      const statuses: number[] = [];
      for (let round = 0; round < 2; round++) {
        if (round > 0) await agent.post('/users/resend-verification-code', { email });
        const code = (await h.lastMail(email))?.code;
        const wrong = code === '999999' ? '888888' : '999999';
        for (let i = 0; i < 5; i++)
          statuses.push((await agent.post('/users/verify', { email, code: wrong })).status);
      }
      await agent.post('/users/resend-verification-code', { email });
      const limited = await agent.post('/users/verify', { email, code: (await h.lastMail(email))?.code });
      expect(statuses.every((s) => s === 400)).toBe(true);
      expect(limited.status).toBe(429);
      h.clock.advance(5 * MINUTE);
      expect(
        (await agent.post('/users/verify', { email, code: (await h.lastMail(email))?.code })).status,
      ).toBe(200);
    });

    it('refuses an expired code', async () => {
      const agent = await h.agent();
      const email = `expired-${Date.now()}@example.org`;
      await agent.post('/users/register', { firstName: 'E', lastName: 'X', email, password: PASSWORD });
      const code = (await h.lastMail(email))?.code;
      h.clock.advance(10 * MINUTE + 1000);
      const reply = await agent.post('/users/verify', { email, code });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(/expired/);
    });

    it('rate-limits resending and answers the same for unknown addresses', async () => {
      const agent = await h.agent();
      const unknown = await agent.post('/users/resend-verification-code', { email: 'nobody@example.org' });
      expect(unknown.status).toBe(200);
      const email = `resend-${Date.now()}@example.org`;
      await agent.post('/users/register', { firstName: 'R', lastName: 'S', email, password: PASSWORD });
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await agent.post('/users/resend-verification-code', { email })).status);
      expect(statuses).toContain(429);
      const limited = await agent.post('/users/resend-verification-code', { email });
      expect(limited.status).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });
  });

  describe('login and sessions', () => {
    it('signs in, rotates the session id and answers a bearer token on request', async () => {
      const { agent, email } = await h.learner();
      const before = agent.jar.get('SESSION');
      const login = await agent.post('/users/login', { email, password: PASSWORD, issueToken: true });
      expect(login.status).toBe(200);
      expect(login.body.token).toEqual(expect.any(String));
      const after = agent.jar.get('SESSION');
      expect(after).not.toBe(before);

      const stale = await h.agent();
      stale.jar.set('SESSION', before as string);
      expect((await stale.get('/users/me')).status).toBe(401);

      const api = await h.agent();
      api.bearer = login.body.token;
      expect((await api.get('/users/me')).body.email).toBe(email);
      expect(
        (await api.patch('/users/profile', { firstName: 'Bea', lastName: 'Rer' }, { xsrf: false })).status,
      ).toBe(200);
    });

    it('answers 401 to wrong credentials and 429 after five failures, without a long lock-out', async () => {
      const { email } = await h.learner();
      const agent = await h.agent();
      const unknown = await agent.post('/users/login', { email: 'ghost@example.org', password: PASSWORD });
      expect(unknown.status).toBe(401);
      for (let i = 0; i < 5; i++) {
        expect((await agent.post('/users/login', { email, password: 'wrong-password' })).status).toBe(401);
      }
      expect((await agent.post('/users/login', { email, password: PASSWORD })).status).toBe(429);
      h.clock.advance(MINUTE + 1000);
      expect((await agent.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
    });

    it('limits failed logins and password resets per client IP across addresses', async () => {
      const agent = await h.agent('198.51.100.9');
      for (let i = 0; i < 30; i++) {
        expect(
          (await agent.post('/users/login', { email: `spray-${i}@example.org`, password: PASSWORD })).status,
        ).toBe(401);
      }
      expect(
        (await agent.post('/users/login', { email: 'spray-x@example.org', password: PASSWORD })).status,
      ).toBe(429);
      for (let i = 0; i < 10; i++) {
        expect((await agent.post(`/users/forgot-password?email=reset-${i}@example.org`)).status).toBe(200);
      }
      expect((await agent.post('/users/forgot-password?email=reset-x@example.org')).status).toBe(429);
      h.clock.advance(10 * MINUTE);
    });

    it('reports the auth status and ends the server session at logout', async () => {
      const { agent } = await h.learner();
      expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: true });
      const cookie = agent.jar.get('SESSION') as string;
      expect((await agent.post('/users/logout')).status).toBe(200);
      expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: false });
      const replay = await h.agent();
      replay.jar.set('SESSION', cookie);
      expect((await replay.get('/users/me')).status).toBe(401);
      expect((await (await h.agent()).post('/users/logout')).status).toBe(200);
    });

    it('revokes a bearer token at logout', async () => {
      const { email } = await h.learner();
      const api = await h.agent();
      const token = (await api.post('/users/login', { email, password: PASSWORD, issueToken: true })).body
        .token;
      const client = await h.agent();
      client.bearer = token;
      expect((await client.post('/users/logout', undefined, { xsrf: false })).status).toBe(200);
      expect((await client.get('/users/me')).status).toBe(401);
    });

    it('expires a session after 2 idle hours and after 7 days whatever the activity', async () => {
      const idle = await h.learner();
      h.clock.advance(2 * HOUR + 1000);
      expect((await idle.agent.get('/users/me')).status).toBe(401);

      const busy = await h.learner();
      for (let day = 0; day < 7; day++) {
        for (let step = 0; step < 24; step += 1.5) {
          h.clock.advance(1.5 * HOUR);
          if (day === 6 && step >= 22.5) break;
          expect((await busy.agent.get('/users/auth-status')).body.authenticated).toBe(true);
        }
      }
      h.clock.advance(2 * HOUR);
      expect((await busy.agent.get('/users/me')).status).toBe(401);
    });
  });

  describe('forgotten password', () => {
    it('mails a temporary password; signing in with it forces a new password', async () => {
      const { email } = await h.learner();
      const agent = await h.agent();
      const reply = await agent.post(`/users/forgot-password?email=${encodeURIComponent(email)}`);
      expect(reply.status).toBe(200);
      const unknown = await agent.post('/users/forgot-password?email=ghost@example.org');
      expect(unknown.body).toEqual(reply.body);

      const temporary = /: ([A-Za-z0-9]{12})\n/.exec((await h.lastMail(email))?.text ?? '')?.[1] as string;
      expect(temporary).toHaveLength(12);
      expect((await agent.post('/users/login', { email, password: PASSWORD })).body.mustChangePassword).toBe(
        false,
      );
      // Decision 18: without a pending temporary-password login, a session alone cannot set a password.
      const stolen = await agent.post('/users/change-forgot-password', { newPassword: 'taken-over-now' });
      expect(stolen.status).toBe(403);
      const forced = await agent.post('/users/login', { email, password: temporary });
      expect(forced.body.mustChangePassword).toBe(true);
      expect((await agent.post('/users/login', { email, password: temporary })).status).toBe(401);

      const changed = await agent.post('/users/change-forgot-password', { newPassword: 'a-brand-new-one' });
      expect(changed.status).toBe(200);
      expect(changed.body.mustChangePassword).toBe(false);
      expect(
        (await agent.post('/users/change-forgot-password', { newPassword: 'once-more-please' })).status,
      ).toBe(403);
      expect((await agent.post('/users/login', { email, password: PASSWORD })).status).toBe(401);
      expect((await agent.post('/users/login', { email, password: 'a-brand-new-one' })).status).toBe(200);
    });

    it('refuses a missing email and an anonymous change', async () => {
      const agent = await h.agent();
      expect((await agent.post('/users/forgot-password')).body.message).toBe('query/email is required');
      expect((await agent.post('/users/change-forgot-password', { newPassword: 'long-enough' })).status).toBe(
        401,
      );
    });

    it('lets a temporary password expire after an hour', async () => {
      const { email } = await h.learner();
      const agent = await h.agent();
      await agent.post(`/users/forgot-password?email=${encodeURIComponent(email)}`);
      const temporary = /: ([A-Za-z0-9]{12})\n/.exec((await h.lastMail(email))?.text ?? '')?.[1];
      h.clock.advance(HOUR + 1000);
      expect((await agent.post('/users/login', { email, password: temporary })).status).toBe(401);
    });
  });

  describe('profile, email and password', () => {
    it('updates the names and refuses empty ones', async () => {
      const { agent } = await h.learner();
      const updated = await agent.patch('/users/profile', { firstName: 'Ada', lastName: 'King' });
      expect(updated.body).toMatchObject({ firstName: 'Ada', lastName: 'King' });
      expect((await agent.patch('/users/profile', { firstName: '', lastName: 'King' })).status).toBe(400);
      expect((await agent.patch('/users/profile', { firstName: '  ', lastName: 'King' })).status).toBe(400);
      expect(
        (await (await h.agent()).patch('/users/profile', { firstName: 'A', lastName: 'B' })).status,
      ).toBe(401);
    });

    it('changes the email with the password and a code sent to the new address', async () => {
      const { agent, email } = await h.learner();
      const other = await h.learner();
      const newEmail = `new-${Date.now()}@example.org`;
      const wrongPassword = await agent.patch('/users/email/initiate', {
        newEmail,
        currentPassword: 'not-my-password',
      });
      expect(wrongPassword.status).toBe(400);
      const taken = await agent.patch('/users/email/initiate', {
        newEmail: other.email,
        currentPassword: PASSWORD,
      });
      expect(taken.status).toBe(409);
      expect(
        (await agent.patch('/users/email/initiate', { newEmail, currentPassword: PASSWORD })).status,
      ).toBe(200);
      const code = (await h.lastMail(newEmail))?.code as string;
      const query = `?newEmail=${encodeURIComponent(newEmail)}`;
      expect(
        (
          await agent.patch(`/users/email/verify${query}`, {
            verificationCode: code === '123456' ? '654321' : '123456',
          })
        ).status,
      ).toBe(400);
      const confirmed = await agent.patch(`/users/email/verify${query}`, { verificationCode: code });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.email).toBe(newEmail);
      expect((await h.lastMail(email))?.subject).toMatch(/changed/);
      expect((await agent.post('/users/login', { email: newEmail, password: PASSWORD })).status).toBe(200);
    });

    it('changes the password, signs other sessions out, and refuses a wrong current one', async () => {
      const { agent, email } = await h.learner();
      const elsewhere = await h.agent();
      await elsewhere.post('/users/login', { email, password: PASSWORD });
      const wrong = await agent.patch('/users/change-password', {
        currentPassword: 'not-the-password',
        newPassword: 'another-password',
      });
      expect(wrong.status).toBe(400);
      const tooShort = await agent.patch('/users/change-password', {
        currentPassword: PASSWORD,
        newPassword: 'short',
      });
      expect(tooShort.status).toBe(400);
      expect(
        (
          await agent.patch('/users/change-password', {
            currentPassword: PASSWORD,
            newPassword: 'another-password',
          })
        ).status,
      ).toBe(200);
      expect((await agent.get('/users/me')).status).toBe(200);
      expect((await elsewhere.get('/users/me')).status).toBe(401);
    });

    it('answers 401 to every account call without a session', async () => {
      const agent = await h.agent();
      expect((await agent.get('/users/me')).status).toBe(401);
      expect((await agent.get('/users/me/stats')).status).toBe(401);
      expect(
        (await agent.patch('/users/email/initiate', { newEmail: 'x@example.org', currentPassword: PASSWORD }))
          .status,
      ).toBe(401);
      expect(
        (await agent.patch('/users/email/verify?newEmail=x@example.org', { verificationCode: '123456' }))
          .status,
      ).toBe(401);
      expect(
        (await agent.patch('/users/change-password', { currentPassword: PASSWORD, newPassword: PASSWORD }))
          .status,
      ).toBe(401);
    });
  });
});
