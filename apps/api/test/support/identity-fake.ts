// A local stand-in for Google (OpenID Connect), Microsoft (multi-tenant OpenID Connect) and GitHub (plain OAuth 2)
// on a random port. The server under test runs its real provider code against it: its fetch sends the real
// providers' https addresses here (IdentitySettings.fetch). Tests decide what the provider answers, then play the
// browser's return to the callback.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
export const OTHER_TENANT = '11111111-2222-3333-4444-555555555555';

const HOSTS: Record<string, string> = {
  'accounts.google.com': 'google',
  'oauth2.googleapis.com': 'google',
  'login.microsoftonline.com': 'microsoft',
  'github.com': 'github',
  'api.github.com': 'github-api',
};

export interface Grant {
  /** Claims of the ID token (OpenID providers), over the defaults. */
  claims?: Record<string, unknown>;
  /** Replace the nonce the client sent. */
  nonce?: string;
  /** Seconds from now the ID token expires (negative: already expired). */
  expiresIn?: number;
  /** GitHub: the user and its emails. */
  github?: { id: number; name?: string; emails: { email: string; primary: boolean; verified: boolean }[] };
}

interface IssuedCode {
  provider: string;
  clientId: string;
  redirectUri: string;
  challenge: string;
  nonce?: string;
  grant: Grant;
}

export interface AuthorizationParams {
  provider: string;
  state: string;
  nonce: string | null;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
  redirectUri: string;
  clientId: string;
  scope: string | null;
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

export class FakeProviders {
  private server!: Server;
  private base = '';
  private key!: CryptoKey;
  private jwk!: JWK;
  private readonly codes = new Map<string, IssuedCode>();
  private readonly githubTokens = new Map<string, Grant['github']>();
  /** Token requests answered, by provider. */
  readonly tokenRequests: string[] = [];

  async start(): Promise<void> {
    const pair = await generateKeyPair('RS256');
    this.key = pair.privateKey as CryptoKey;
    this.jwk = { ...(await exportJWK(pair.publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
    this.server = createServer((request, response) => {
      this.handle(request)
        .then(({ status, body }) => {
          response.writeHead(status, { 'content-type': 'application/json' });
          response.end(JSON.stringify(body));
        })
        .catch((error: unknown) => {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: String(error) }));
        });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The fetch the server under test uses: the real providers' hosts come here. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const prefix = HOSTS[url.hostname];
    if (!prefix) throw new Error(`the test reached a real host: ${url.href}`);
    const local = `${this.base}/${prefix}${url.pathname}${url.search}`;
    if (input instanceof Request) return fetch(new Request(local, input), init);
    return fetch(local, init);
  };

  /** What the server asked the provider for, read from the start redirect. */
  static params(location: string): AuthorizationParams {
    const url = new URL(location);
    const provider = HOSTS[url.hostname];
    if (!provider) throw new Error(`not a provider address: ${location}`);
    const q = url.searchParams;
    return {
      provider,
      state: q.get('state') ?? '',
      nonce: q.get('nonce'),
      codeChallenge: q.get('code_challenge'),
      codeChallengeMethod: q.get('code_challenge_method'),
      redirectUri: q.get('redirect_uri') ?? '',
      clientId: q.get('client_id') ?? '',
      scope: q.get('scope'),
    };
  }

  /** The provider approves: a code for this request, redeemable once. */
  approve(params: AuthorizationParams, grant: Grant = {}): string {
    const code = randomBytes(16).toString('base64url');
    this.codes.set(code, {
      provider: params.provider,
      clientId: params.clientId,
      redirectUri: params.redirectUri,
      challenge: params.codeChallenge ?? '',
      nonce: grant.nonce ?? params.nonce ?? undefined,
      grant,
    });
    return code;
  }

  private metadata(provider: string, tenantPath: string) {
    if (provider === 'google')
      return {
        issuer: 'https://accounts.google.com',
        authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        token_endpoint: 'https://oauth2.googleapis.com/token',
        jwks_uri: 'https://accounts.google.com/oauth2/v3/certs',
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      };
    return {
      issuer: 'https://login.microsoftonline.com/{tenantid}/v2.0',
      authorization_endpoint: `https://login.microsoftonline.com/${tenantPath}/oauth2/v2.0/authorize`,
      token_endpoint: `https://login.microsoftonline.com/${tenantPath}/oauth2/v2.0/token`,
      jwks_uri: `https://login.microsoftonline.com/${tenantPath}/discovery/v2.0/keys`,
      response_types_supported: ['code'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
    };
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: unknown }> {
    const url = new URL(request.url ?? '/', this.base);
    const [, provider = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (path.endsWith('/.well-known/openid-configuration'))
      return { status: 200, body: this.metadata(provider, rest[0] ?? 'common') };
    if (path.endsWith('/certs') || path.endsWith('/keys')) return { status: 200, body: { keys: [this.jwk] } };
    if (request.method === 'POST' && (path.endsWith('/token') || path === '/login/oauth/access_token'))
      return this.token(provider, request);
    if (provider === 'github-api') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const user = this.githubTokens.get(token);
      if (!user) return { status: 401, body: { message: 'Bad credentials' } };
      if (path === '/user') return { status: 200, body: { id: user.id, login: 'octo', name: user.name } };
      if (path === '/user/emails') return { status: 200, body: user.emails };
    }
    return { status: 404, body: { error: 'not_found' } };
  }

  private async token(provider: string, request: IncomingMessage) {
    const form = new URLSearchParams(await readBody(request));
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    // A code works once, at the provider it came from.
    this.codes.delete(code);
    this.tokenRequests.push(provider);
    if (!issued || issued.provider !== provider)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'unknown or used code' } };
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (challenge !== issued.challenge)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'PKCE verification failed' } };
    if (form.get('redirect_uri') !== issued.redirectUri)
      return { status: 400, body: { error: 'invalid_grant', error_description: 'redirect_uri mismatch' } };
    if (form.get('client_id') !== issued.clientId || !form.get('client_secret'))
      return { status: 401, body: { error: 'invalid_client' } };
    const accessToken = randomBytes(16).toString('base64url');
    if (provider === 'github') {
      this.githubTokens.set(accessToken, issued.grant.github);
      return {
        status: 200,
        body: { access_token: accessToken, token_type: 'bearer', scope: 'read:user,user:email' },
      };
    }
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> =
      provider === 'google'
        ? { iss: 'https://accounts.google.com', sub: '1000001', email_verified: true }
        : { iss: `https://login.microsoftonline.com/${TENANT}/v2.0`, tid: TENANT, sub: 'ms-subject-1' };
    Object.assign(claims, { aud: issued.clientId, nonce: issued.nonce }, issued.grant.claims);
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (issued.grant.expiresIn ?? 600))
      .sign(this.key);
    return {
      status: 200,
      body: { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, id_token: idToken },
    };
  }
}
