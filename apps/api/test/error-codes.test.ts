import { describe, expect, it } from 'vitest';
import { SECOND } from '../src/services/clock';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';

const backends = await availableBackends();

// Every error path answers its stable code (the agent also checks each body against openapi.yaml's Error).
describe.each(backends)('error codes on $name', (backend) => {
  const h = useHarness(backend);
  const free = () => h.testId('fixture-free');
  const premium = () => h.testId('fixture-premium');

  it('names the field of a validation error', async () => {
    const agent = await h.agent();
    const short = await agent.post('/users/register', {
      firstName: 'A',
      lastName: 'B',
      email: 'short@example.org',
      password: 'short',
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ success: false, code: 'VALIDATION', field: 'password' });
    const missing = await agent.post('/users/forgot-password');
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'email' });
  });

  it('tells a missing session from wrong credentials and an unverified account', async () => {
    const agent = await h.agent();
    expect((await agent.get('/users/me')).body.code).toBe('AUTH_REQUIRED');
    const { email } = await h.learner();
    const wrong = await agent.post('/users/login', { email, password: 'wrong-password' });
    expect(wrong).toMatchObject({ status: 401, body: { code: 'AUTH_INVALID_CREDENTIALS' } });
    const pendingEmail = `pending-${Date.now()}@example.org`;
    await agent.post('/users/register', {
      firstName: 'P',
      lastName: 'Q',
      email: pendingEmail,
      password: PASSWORD,
    });
    const pending = await agent.post('/users/login', { email: pendingEmail, password: PASSWORD });
    expect(pending).toMatchObject({ status: 403, body: { code: 'EMAIL_NOT_VERIFIED' } });
    const badCode = await agent.post('/users/verify', { email: pendingEmail, code: '000000' });
    expect(badCode.body.code).toMatch(/^VERIFICATION_CODE_(INVALID|EXHAUSTED)$/);
    const taken = await agent.post('/users/register', {
      firstName: 'A',
      lastName: 'B',
      email,
      password: PASSWORD,
    });
    expect(taken).toMatchObject({ status: 409, body: { code: 'EMAIL_IN_USE' } });
  });

  it('answers RATE_LIMITED with the seconds to wait, as in Retry-After', async () => {
    const { email } = await h.learner();
    const agent = await h.agent();
    for (let i = 0; i < 5; i++) await agent.post('/users/login', { email, password: 'wrong-password' });
    const limited = await agent.post('/users/login', { email, password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(String(limited.body.retryAfterSeconds)).toBe(limited.headers['retry-after']);
  });

  it('codes the account rules: XSRF, current password, unchanged email, no pending change', async () => {
    const { agent, email } = await h.learner();
    const noXsrf = await agent.patch('/users/profile', { firstName: 'A', lastName: 'B' }, { xsrf: false });
    expect(noXsrf).toMatchObject({ status: 403, body: { code: 'XSRF_INVALID' } });
    const wrongPassword = await agent.patch('/users/email/initiate', {
      newEmail: `x-${Date.now()}@example.org`,
      currentPassword: 'not-my-password',
    });
    expect(wrongPassword.body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const same = await agent.patch('/users/email/initiate', { newEmail: email, currentPassword: PASSWORD });
    expect(same.body.code).toBe('EMAIL_UNCHANGED');
    const notPending = await agent.post('/users/change-forgot-password', { newPassword: 'long-enough' });
    expect(notPending).toMatchObject({ status: 403, body: { code: 'PASSWORD_CHANGE_NOT_PENDING' } });
  });

  it('codes the exam: no access, not found, paused, time up, submitted', async () => {
    const { agent } = await h.learner();
    expect((await agent.post('/test-taking/start', { testId: premium() })).body.code).toBe(
      'TEST_ACCESS_DENIED',
    );
    expect((await agent.post('/test-taking/start', { testId: 99999 })).body.code).toBe('NOT_FOUND');
    expect((await agent.get('/tests/history/99999')).body.code).toBe('NOT_FOUND');

    const session = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    const answer = (remainingTime: number) =>
      agent.post(`/test-taking/${session.id}/answer`, {
        questionId: session.firstQuestion.questionId,
        selectedChoiceIds: [],
        remainingTime,
      });
    await agent.post(`/test-taking/${session.id}/pause`, { remainingTime: 600 });
    expect((await answer(600)).body).toMatchObject({ code: 'ATTEMPT_PAUSED' });
    await agent.post(`/test-taking/${session.id}/resume`);
    h.clock.advance(601 * SECOND);
    expect((await answer(0)).body).toMatchObject({ code: 'ATTEMPT_TIME_UP' });

    const second = (await agent.post('/test-taking/start', { testId: free() })).body.data;
    await agent.post(`/test-taking/${second.id}/submit`, { remainingTime: 500 });
    const after = await agent.post(`/test-taking/${second.id}/pause`, { remainingTime: 0 });
    expect(after).toMatchObject({ status: 409, body: { code: 'ATTEMPT_SUBMITTED' } });
  });

  it('codes an unknown API path as NOT_FOUND', async () => {
    const agent = await h.agent();
    const unknown = await agent.get('/no-such-thing', { unchecked: true });
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
