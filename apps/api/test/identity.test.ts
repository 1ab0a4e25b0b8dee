// Sign-in with Google, Microsoft and GitHub (spec decisions 69–71): the server's real provider code (openid-client
// for the OpenID providers, plain OAuth 2 for GitHub) against local stand-ins of the three providers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends } from './support/backends';
import { PASSWORD, useHarness } from './support/harness';
import type { Agent, Reply } from './support/agent';
import { FakeProviders, OTHER_TENANT, TENANT, type Grant } from './support/identity-fake';

const backends = await availableBackends();
const fake = new FakeProviders();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const settings = {
  providers: [
    { id: 'google' as const, clientId: 'google-client', clientSecret: 'google-secret' },
    { id: 'microsoft' as const, clientId: 'ms-client', clientSecret: 'ms-secret', tenant: 'common' },
    { id: 'github' as const, clientId: 'gh-client', clientSecret: 'gh-secret' },
  ],
  fetch: fake.fetch,
};

/** The browser's trip: the start redirect, the provider's approval, the return to the callback. */
async function start(agent: Agent, provider: string, intent = 'signin') {
  const started = await agent.get(`/auth/identity/${provider}/start?intent=${intent}`, { unchecked: true });
  expect(started.status).toBe(302);
  return FakeProviders.params(String(started.headers.location));
}

async function callback(agent: Agent, provider: string, query: Record<string, string>): Promise<Reply> {
  return agent.get(`/auth/identity/${provider}/callback?${new URLSearchParams(query).toString()}`, {
    unchecked: true,
  });
}

async function signIn(agent: Agent, provider: string, grant: Grant = {}) {
  const params = await start(agent, provider);
  const code = fake.approve(params, grant);
  return callback(agent, provider, { code, state: params.state });
}

const location = (reply: Reply) => String(reply.headers.location);
const unique = () => Math.random().toString(36).slice(2, 10);

describe.each(backends)('identity providers on $name', (backend) => {
  const h = useHarness(backend, { identity: settings });

  it('lists only the configured providers; a server without settings offers none', async () => {
    const agent = await h.agent();
    expect((await agent.get('/users/identity-providers')).body).toEqual({
      providers: ['google', 'microsoft', 'github'],
    });
    const bare = await h.build({ identity: { providers: [] } });
    const reply = await bare.server.inject({ method: 'GET', url: '/elearning/api/users/identity-providers' });
    expect(reply.json()).toEqual({ providers: [] });
    const refused = await bare.server.inject({
      method: 'GET',
      url: '/elearning/api/auth/identity/google/start',
    });
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/login?identityError=NOT_FOUND');
  });

  it('asks the OpenID provider for the code flow with PKCE (S256), state and nonce', async () => {
    const agent = await h.agent();
    const params = await start(agent, 'google');
    expect(params.codeChallengeMethod).toBe('S256');
    expect(params.codeChallenge).toMatch(/^[\w-]{43}$/);
    expect(params.state.length).toBeGreaterThanOrEqual(22);
    expect(params.nonce?.length).toBeGreaterThanOrEqual(22);
    expect(params.scope).toBe('openid email profile');
    expect(params.redirectUri).toMatch(/\/elearning\/api\/auth\/identity\/google\/callback$/);
  });

  it('Google: a new learner with a verified email is signed in, and the same subject again is the same learner', async () => {
    const agent = await h.agent();
    const sub = `g-${unique()}`;
    const email = `${sub}@gmail.example`;
    const grant = { claims: { sub, email, given_name: 'Grace', family_name: 'Hopper' } };
    const first = await signIn(agent, 'google', grant);
    expect(location(first)).toBe('/dashboard');
    expect(first.setCookies.has('SESSION')).toBe(true);
    expect(first.setCookies.has('DEVICE')).toBe(true);
    // No provider token ever reaches the browser.
    expect(JSON.stringify(first.headers)).not.toMatch(/id_token|access_token/);
    const me = await agent.get('/users/me');
    expect(me.body).toMatchObject({ email, firstName: 'Grace', lastName: 'Hopper', status: 'ACTIVE' });
    expect(await h.lastMail(email)).toBeUndefined(); // verified by Google: no 6-digit code

    const other = await h.agent();
    // The email claim changed at Google: the subject still finds the learner (never the email).
    const again = await signIn(other, 'google', { claims: { ...grant.claims, email: `new-${email}` } });
    expect(location(again)).toBe('/dashboard');
    expect((await other.get('/users/me')).body.id).toBe(me.body.id);
  });

  it('GitHub: keyed on the numeric id, the email taken from the primary verified address only', async () => {
    const id = Math.floor(Math.random() * 1e9);
    const email = `octo-${unique()}@users.example`;
    const github = {
      id,
      name: 'Mona Lisa Octocat',
      emails: [
        { email: `unverified-${email}`, primary: false, verified: false },
        { email, primary: true, verified: true },
      ],
    };
    const agent = await h.agent();
    const params = await start(agent, 'github');
    expect(params.codeChallengeMethod).toBe('S256');
    expect(params.nonce).toBeNull();
    const code = fake.approve(params, { github });
    const reply = await callback(agent, 'github', { code, state: params.state });
    expect(location(reply)).toBe('/dashboard');
    const me = await agent.get('/users/me');
    expect(me.body).toMatchObject({ email, firstName: 'Mona', lastName: 'Lisa Octocat' });

    const again = await h.agent();
    const back = await signIn(again, 'github', { github: { ...github, emails: [] } });
    expect(location(back)).toBe('/dashboard');
    expect((await again.get('/users/me')).body.id).toBe(me.body.id);
  });

  it('GitHub: no primary verified email for a new account is refused', async () => {
    const agent = await h.agent();
    const reply = await signIn(agent, 'github', {
      github: {
        id: Math.floor(Math.random() * 1e9),
        emails: [{ email: `x-${unique()}@users.example`, primary: true, verified: false }],
      },
    });
    expect(location(reply)).toBe('/login?identityError=IDENTITY_NO_EMAIL');
    expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: false });
  });

  it('a state that does not match is refused, and no session opens', async () => {
    const agent = await h.agent();
    const params = await start(agent, 'google');
    const code = fake.approve(params, {
      claims: { sub: `s-${unique()}`, email: `${unique()}@gmail.example` },
    });
    const reply = await callback(agent, 'google', { code, state: `${params.state}x` });
    expect(location(reply)).toBe('/login?identityError=IDENTITY_REFUSED');
    expect(reply.setCookies.has('SESSION')).toBe(false);
    expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: false });
  });

  it('a callback without a code, or replayed, is refused', async () => {
    const agent = await h.agent();
    const params = await start(agent, 'google');
    const missing = await callback(agent, 'google', { state: params.state });
    expect(location(missing)).toBe('/login?identityError=IDENTITY_REFUSED');

    const second = await h.agent();
    const again = await start(second, 'google');
    const code = fake.approve(again, {
      claims: { sub: `r-${unique()}`, email: `${unique()}@gmail.example` },
    });
    const flowCookie = second.jar.get('IDP_FLOW') ?? '';
    expect(location(await callback(second, 'google', { code, state: again.state }))).toBe('/dashboard');
    // The very same return, flow cookie included, in another browser: the flow was used.
    const thief = await h.agent();
    thief.jar.set('IDP_FLOW', flowCookie);
    const replay = await callback(thief, 'google', { code, state: again.state });
    expect(location(replay)).toBe('/login?identityError=IDENTITY_REFUSED');
    expect((await thief.get('/users/auth-status')).body).toEqual({ authenticated: false });
  });

  it('a callback in a browser that did not start the flow is refused', async () => {
    const agent = await h.agent();
    const params = await start(agent, 'google');
    const code = fake.approve(params, {
      claims: { sub: `c-${unique()}`, email: `${unique()}@gmail.example` },
    });
    const stranger = await h.agent();
    const reply = await callback(stranger, 'google', { code, state: params.state });
    expect(location(reply)).toBe('/login?identityError=IDENTITY_REFUSED');
  });

  it('an ID token with the wrong nonce, the wrong issuer or past its expiry is refused', async () => {
    for (const grant of [
      {
        nonce: 'not-the-nonce-that-was-sent',
        claims: { sub: `n-${unique()}`, email: `${unique()}@gmail.example` },
      },
      { claims: { iss: 'https://evil.example', sub: `i-${unique()}`, email: `${unique()}@gmail.example` } },
      { expiresIn: -120, claims: { sub: `e-${unique()}`, email: `${unique()}@gmail.example` } },
    ]) {
      const agent = await h.agent();
      const reply = await signIn(agent, 'google', grant);
      expect(location(reply)).toBe('/login?identityError=IDENTITY_REFUSED');
      expect(reply.setCookies.has('SESSION')).toBe(false);
    }
  });

  it("Microsoft: the issuer must be the token's own tenant", async () => {
    const agent = await h.agent();
    const reply = await signIn(agent, 'microsoft', {
      claims: {
        sub: `m-${unique()}`,
        tid: TENANT,
        iss: `https://login.microsoftonline.com/${OTHER_TENANT}/v2.0`,
        email: `${unique()}@contoso.example`,
      },
    });
    expect(location(reply)).toBe('/login?identityError=IDENTITY_REFUSED');
  });

  it('Microsoft: a tenant other than MICROSOFT_TENANT is refused', async () => {
    const app = await h.build({
      identity: {
        ...settings,
        providers: [{ id: 'microsoft', clientId: 'ms-client', clientSecret: 'ms-secret', tenant: TENANT }],
      },
    });
    const { Agent, ContractChecker } = await import('./support/agent');
    const { loadContract } = await import('../src/contract/contract');
    const agent = new Agent(app.server, new ContractChecker(loadContract()), '10.9.9.9');
    const params = await start(agent, 'microsoft');
    const code = fake.approve(params, {
      claims: {
        sub: `t-${unique()}`,
        tid: OTHER_TENANT,
        iss: `https://login.microsoftonline.com/${OTHER_TENANT}/v2.0`,
        email: `${unique()}@fabrikam.example`,
      },
    });
    const reply = await callback(agent, 'microsoft', { code, state: params.state });
    expect(location(reply)).toBe('/login?identityError=IDENTITY_REFUSED');
  });

  it('Microsoft: its email is never taken as verified; the new account goes through the 6-digit code', async () => {
    const agent = await h.agent();
    const email = `ms-${unique()}@contoso.example`;
    const grant = { claims: { sub: `u-${unique()}`, email, email_verified: true, given_name: 'Alan' } };
    const reply = await signIn(agent, 'microsoft', grant);
    expect(location(reply)).toBe(`/verify?email=${encodeURIComponent(email)}`);
    expect((await agent.get('/users/auth-status')).body).toEqual({ authenticated: false });
    const mail = await h.lastMail(email);
    expect(mail?.code).toMatch(/^\d{6}$/);
    const verified = await agent.post('/users/verify', { email, code: mail?.code });
    expect(verified.status).toBe(200);
    expect(verified.body.status).toBe('ACTIVE');

    const again = await h.agent();
    expect(location(await signIn(again, 'microsoft', grant))).toBe('/dashboard');
    expect((await again.get('/users/me')).body.id).toBe(verified.body.id);
  });

  it('an existing password account is linked only after its password is given in the same browser', async () => {
    const { email, id } = await h.learner();
    const sub = `l-${unique()}`;
    const grant = { claims: { sub, email } };
    const agent = await h.agent();
    const reply = await signIn(agent, 'google', grant);
    expect(location(reply)).toBe(`/login?link=google&email=${encodeURIComponent(email)}`);
    expect(reply.setCookies.has('SESSION')).toBe(false);

    // No silent merge: the same Google account again still asks for the password.
    const elsewhere = await h.agent();
    expect(location(await signIn(elsewhere, 'google', grant))).toMatch(/^\/login\?link=google/);

    // Another account's password in that browser links nothing to it.
    const other = await h.learner();
    const wrongOwner = await agent.post('/users/login', { email: other.email, password: PASSWORD });
    expect(wrongOwner.status).toBe(200);
    expect((await agent.get('/users/me/identities')).body.identities).toEqual([]);
    await agent.post('/users/logout');

    const proving = await h.agent();
    expect(location(await signIn(proving, 'google', grant))).toMatch(/^\/login\?link=google/);
    const wrong = await proving.post('/users/login', { email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    const login = await proving.post('/users/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const methods = await proving.get('/users/me/identities');
    expect(methods.body).toMatchObject({ hasPassword: true, identities: [{ provider: 'google', email }] });

    const later = await h.agent();
    expect(location(await signIn(later, 'google', grant))).toBe('/dashboard');
    expect((await later.get('/users/me')).body.id).toBe(id);
  });

  it('Settings: link and unlink; the last way to sign in cannot be removed; a password can be set', async () => {
    const agent = await h.agent();
    const email = `only-${unique()}@gmail.example`;
    expect(location(await signIn(agent, 'google', { claims: { sub: `o-${unique()}`, email } }))).toBe(
      '/dashboard',
    );
    expect((await agent.get('/users/me/identities')).body).toMatchObject({
      hasPassword: false,
      identities: [{ provider: 'google' }],
    });
    const refused = await agent.request('DELETE', '/users/me/identities/google');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('LAST_SIGN_IN_METHOD');

    // Link GitHub from Settings: signed in, intent=link.
    const params = await start(agent, 'github', 'link');
    const code = fake.approve(params, {
      github: {
        id: Math.floor(Math.random() * 1e9),
        emails: [{ email: 'x@y.example', primary: true, verified: true }],
      },
    });
    expect(location(await callback(agent, 'github', { code, state: params.state }))).toBe(
      '/settings?linked=github',
    );
    expect((await agent.request('DELETE', '/users/me/identities/google')).status).toBe(200);
    const last = await agent.request('DELETE', '/users/me/identities/github');
    expect(last.body.code).toBe('LAST_SIGN_IN_METHOD');

    const short = await agent.post('/users/me/password', { newPassword: 'short' });
    expect(short.status).toBe(400);
    expect((await agent.post('/users/me/password', { newPassword: PASSWORD })).status).toBe(200);
    expect((await agent.post('/users/me/password', { newPassword: PASSWORD })).body.code).toBe(
      'PASSWORD_ALREADY_SET',
    );
    expect((await agent.request('DELETE', '/users/me/identities/github')).status).toBe(200);
    const fresh = await h.agent();
    expect((await fresh.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
  });

  it('a provider-only account asked for its password is told to set one first, then can delete the account', async () => {
    const agent = await h.agent();
    const email = `nopw-${unique()}@gmail.example`;
    expect(location(await signIn(agent, 'google', { claims: { sub: `n-${unique()}`, email } }))).toBe(
      '/dashboard',
    );
    const anyPassword = 'whatever-it-is-typed';
    const deletion = await agent.post('/users/me/delete', { currentPassword: anyPassword });
    expect(deletion.status).toBe(409);
    expect(deletion.body.code).toBe('PASSWORD_NOT_SET');
    const emailChange = await agent.patch('/users/email/initiate', {
      newEmail: `moved-${unique()}@example.org`,
      currentPassword: anyPassword,
    });
    expect(emailChange.status).toBe(409);
    expect(emailChange.body.code).toBe('PASSWORD_NOT_SET');
    const passwordChange = await agent.patch('/users/change-password', {
      currentPassword: anyPassword,
      newPassword: PASSWORD,
    });
    expect(passwordChange.status).toBe(409);
    expect(passwordChange.body.code).toBe('PASSWORD_NOT_SET');
    expect((await agent.get('/users/me')).status).toBe(200);
    // The way out: set a password in Settings → Connected accounts, then give it.
    expect(await h.lastMail(email)).toBeUndefined();
    expect((await agent.post('/users/me/password', { newPassword: PASSWORD })).status).toBe(200);
    // A security notice, like every password change: someone holding the session could have set it.
    const notice = await h.lastMail(email);
    expect(notice?.subject).toBe('A password was added to your account');
    expect(notice?.text).toContain('Connected accounts');
    const wrong = await agent.post('/users/me/delete', { currentPassword: anyPassword });
    expect(wrong.body.code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect((await agent.post('/users/me/delete', { currentPassword: PASSWORD })).status).toBe(200);
  });

  it('a provider account linked to one learner cannot be linked to another', async () => {
    const first = await h.agent();
    const sub = `d-${unique()}`;
    await signIn(first, 'google', { claims: { sub, email: `${unique()}@gmail.example` } });
    const { agent } = await h.learner();
    const params = await start(agent, 'google', 'link');
    const code = fake.approve(params, { claims: { sub, email: `${unique()}@gmail.example` } });
    const reply = await callback(agent, 'google', { code, state: params.state });
    expect(location(reply)).toBe('/settings?identityError=IDENTITY_ALREADY_LINKED');
  });

  it('the callback is rate-limited per client address', async () => {
    const agent = await h.agent('10.77.0.1');
    let last: Reply | undefined;
    for (let i = 0; i < 31; i += 1) last = await callback(agent, 'google', { code: 'x', state: 'y' });
    expect(location(last!)).toBe('/login?identityError=RATE_LIMITED');
  });
});
