// The external identity providers a learner may sign in with (spec decision 69): Google and Microsoft through
// OpenID Connect (openid-client: discovery, PKCE, state, nonce and the ID token's signature, issuer, audience and
// expiry), GitHub through plain OAuth 2 (no ID token: the numeric user id, the email from its emails API only
// where primary and verified), and in demo mode the local demo provider (services/demo-identity-provider.ts).
import * as client from 'openid-client';
import { badRequest } from '../http/errors';

export const PROVIDER_IDS = ['google', 'microsoft', 'github', 'demo'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export function isProviderId(value: string): value is ProviderId {
  return (PROVIDER_IDS as readonly string[]).includes(value);
}

/** One configured provider: its client at the provider and, for Microsoft, which tenants may sign in. */
export interface ProviderSetting {
  id: ProviderId;
  clientId: string;
  clientSecret: string;
  /** Microsoft: `common` (any work or personal account), `organizations`, `consumers`, or one tenant id. */
  tenant?: string;
  /** The demo provider's issuer (it runs inside this server); Google's and Microsoft's are fixed. */
  issuer?: string;
}

export interface IdentitySettings {
  providers: ProviderSetting[];
  /**
   * Test-only: the fetch every call to a provider goes through (tests point the real providers' hosts at a local
   * fake). The product uses the global fetch.
   */
  fetch?: typeof fetch;
}

/** Personal Microsoft accounts all sign in through this one tenant. */
export const MICROSOFT_CONSUMER_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const MICROSOFT_AUTHORITY = 'https://login.microsoftonline.com';
const GITHUB = {
  issuer: 'https://github.com',
  authorization: 'https://github.com/login/oauth/authorize',
  token: 'https://github.com/login/oauth/access_token',
  api: 'https://api.github.com',
};

/** Reads GOOGLE_*, MICROSOFT_*, GITHUB_* client ids and secrets: a provider without both is not offered. */
export function readIdentityProviders(env: NodeJS.ProcessEnv): ProviderSetting[] {
  const providers: ProviderSetting[] = [];
  const pair = (prefix: string) => {
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
    return clientId && clientSecret ? { clientId, clientSecret } : undefined;
  };
  const google = pair('GOOGLE');
  if (google) providers.push({ id: 'google', ...google });
  const microsoft = pair('MICROSOFT');
  if (microsoft)
    providers.push({ id: 'microsoft', ...microsoft, tenant: env.MICROSOFT_TENANT?.trim() || 'common' });
  const github = pair('GITHUB');
  if (github) providers.push({ id: 'github', ...github });
  return providers;
}

/** What the callback learnt about the person: who (issuer + subject) and, when the provider vouches for it, email. */
export interface ProviderIdentity {
  provider: ProviderId;
  issuer: string;
  subject: string;
  email: string | undefined;
  /** The provider verified the address: a new account from it skips the 6-digit code. */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

export interface AuthorizationRequest {
  url: URL;
}

export const IDENTITY_REFUSED = 'The identity provider did not confirm who you are';

/** A refusal of the callback: the learner lands on /login with this reason, never with a provider's message. */
function refused(reason: string): never {
  throw badRequest(`${IDENTITY_REFUSED}: ${reason}`, 'IDENTITY_REFUSED');
}

export class IdentityProvider {
  private config?: Promise<client.Configuration>;

  constructor(
    readonly setting: ProviderSetting,
    private readonly customFetch: typeof fetch | undefined,
  ) {}

  get id(): ProviderId {
    return this.setting.id;
  }

  private configuration(): Promise<client.Configuration> {
    this.config ??= this.discover().catch((error: unknown) => {
      this.config = undefined; // a provider briefly unreachable is tried again at the next sign-in
      throw error;
    });
    return this.config;
  }

  private async discover(): Promise<client.Configuration> {
    const { id, clientId, clientSecret } = this.setting;
    const options: client.DiscoveryRequestOptions = {
      ...(this.customFetch ? { [client.customFetch]: this.customFetch } : {}),
    };
    const auth = client.ClientSecretPost(clientSecret);
    if (id === 'github') {
      const config = new client.Configuration(
        {
          issuer: GITHUB.issuer,
          authorization_endpoint: GITHUB.authorization,
          token_endpoint: GITHUB.token,
        },
        clientId,
        clientSecret,
        auth,
      );
      if (this.customFetch) config[client.customFetch] = this.customFetch;
      return config;
    }
    if (id === 'demo') {
      const issuer = this.setting.issuer;
      if (!issuer) throw new Error('the demo identity provider has no issuer');
      // Demo mode only, on this machine: plain http to the provider inside this very server.
      return client.discovery(
        new URL(issuer),
        clientId,
        clientSecret,
        client.ClientSecretBasic(clientSecret),
        {
          ...options,
          execute: [client.allowInsecureRequests],
        },
      );
    }
    const server =
      id === 'google'
        ? new URL(GOOGLE_ISSUER)
        : new URL(`${MICROSOFT_AUTHORITY}/${this.setting.tenant ?? 'common'}/v2.0`);
    return client.discovery(server, clientId, clientSecret, auth, options);
  }

  /** The provider's sign-in page for this flow: code flow with PKCE (S256), state and nonce. */
  async authorizationUrl(
    redirectUri: string,
    checks: { state: string; nonce: string; codeVerifier: string },
    language: string,
  ): Promise<URL> {
    const config = await this.configuration();
    const parameters: Record<string, string> = {
      redirect_uri: redirectUri,
      state: checks.state,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    };
    if (this.id === 'github') {
      parameters.scope = 'read:user user:email';
      parameters.allow_signup = 'true';
    } else {
      parameters.scope = 'openid email profile';
      parameters.nonce = checks.nonce;
      parameters.ui_locales = language;
      if (this.id === 'google' || this.id === 'microsoft') parameters.prompt = 'select_account';
    }
    return client.buildAuthorizationUrl(config, parameters);
  }

  /**
   * Exchanges the code (with the PKCE verifier) and checks what came back: the state always, and for OpenID
   * providers the ID token's signature, issuer, audience, expiry and nonce. The tokens stay on the server.
   */
  async complete(
    callbackUrl: URL,
    redirectUri: string,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<ProviderIdentity> {
    const config = await this.configuration();
    const openId = this.id !== 'github';
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(
        config,
        callbackUrl,
        {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          ...(openId ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
        },
        { redirect_uri: redirectUri },
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      refused(reason);
    }
    return openId ? this.fromIdToken(tokens) : this.fromGithub(config, tokens.access_token);
  }

  private fromIdToken(tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers) {
    const claims = tokens.claims();
    if (!claims) refused('no ID token');
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    if (this.id === 'microsoft') this.checkTenant(claims);
    const email = text(claims.email)?.toLowerCase();
    const [first, ...rest] = text(claims.name)?.split(/\s+/) ?? [];
    return {
      provider: this.id,
      issuer: claims.iss,
      subject: claims.sub,
      email,
      // Microsoft's email claim is whatever the tenant's admin or the user typed: never verified (decision 69).
      emailVerified: this.id !== 'microsoft' && !!email && claims.email_verified === true,
      firstName: text(claims.given_name) ?? first,
      lastName: text(claims.family_name) ?? (rest.join(' ') || undefined),
    };
  }

  /**
   * Microsoft's multi-tenant issuer is `…/{tenantid}/v2.0`: the token's issuer must be that of its own tenant
   * (`tid`), and the tenant one that this server accepts (MICROSOFT_TENANT).
   */
  private checkTenant(claims: client.IDToken): void {
    const tid = typeof claims.tid === 'string' ? claims.tid : undefined;
    if (!tid) refused('no tenant in the ID token');
    if (claims.iss !== `${MICROSOFT_AUTHORITY}/${tid}/v2.0`) refused('the issuer is not the token tenant');
    const tenant = this.setting.tenant ?? 'common';
    const consumer = tid === MICROSOFT_CONSUMER_TENANT;
    const allowed =
      tenant === 'common' ||
      (tenant === 'consumers' && consumer) ||
      (tenant === 'organizations' && !consumer) ||
      tenant === tid;
    if (!allowed) refused('this tenant may not sign in');
  }

  /** GitHub: keyed on the numeric user id; the email only from /user/emails where primary and verified. */
  private async fromGithub(config: client.Configuration, accessToken: string): Promise<ProviderIdentity> {
    const get = async (path: string) => {
      const response = await client.fetchProtectedResource(
        config,
        accessToken,
        new URL(path, GITHUB.api),
        'GET',
        undefined,
        new Headers({ accept: 'application/vnd.github+json' }),
      );
      if (!response.ok) refused(`GitHub answered ${response.status} to ${path}`);
      return (await response.json()) as unknown;
    };
    const user = (await get('/user')) as { id?: unknown; name?: unknown };
    if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id)) refused('no GitHub user id');
    const emails = (await get('/user/emails')) as {
      email?: unknown;
      primary?: unknown;
      verified?: unknown;
    }[];
    const primary = Array.isArray(emails)
      ? emails.find((entry) => entry.primary === true && entry.verified === true)
      : undefined;
    const email = typeof primary?.email === 'string' ? primary.email.toLowerCase() : undefined;
    const [firstName, ...rest] = typeof user.name === 'string' ? user.name.trim().split(/\s+/) : [];
    return {
      provider: 'github',
      issuer: GITHUB.issuer,
      subject: String(user.id),
      email,
      emailVerified: !!email,
      firstName: firstName || undefined,
      lastName: rest.join(' ') || undefined,
    };
  }
}

export class IdentityProviders {
  private readonly byId = new Map<ProviderId, IdentityProvider>();

  constructor(settings: IdentitySettings) {
    for (const setting of settings.providers) {
      this.byId.set(setting.id, new IdentityProvider(setting, settings.fetch));
    }
  }

  /** Configured providers, in the order the buttons show them (the demo provider last). */
  list(): ProviderId[] {
    return PROVIDER_IDS.filter((id) => this.byId.has(id));
  }

  get(id: string): IdentityProvider | undefined {
    return isProviderId(id) ? this.byId.get(id) : undefined;
  }
}

export { client as openIdClient };
