// Demo mode's local OpenID provider (spec decision 70), like the spec's local development realm: oidc-provider
// mounted in this same server under /elearning/demo-idp, with its development sign-in page (any name and any
// password; the name is the learner's subject, so the same name signs in the same learner). Production never
// builds it (app.ts refuses).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';

export const DEMO_IDP_PATH = '/elearning/demo-idp';
export const DEMO_CLIENT = { id: 'kafka-learning-demo', secret: 'demo-client-secret-not-a-real-one' };

/** The demo provider's person for a typed name: an email it vouches for under the reserved .test domain. */
export function demoPerson(login: string) {
  const name = login.trim().toLowerCase();
  const local = name.replace(/[^a-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'learner';
  const email = name.includes('@') ? name : `${local}@demo-idp.test`;
  const given = local.split(/[._-]/)[0] ?? local;
  return {
    sub: name,
    email,
    email_verified: true,
    given_name: given.charAt(0).toUpperCase() + given.slice(1),
    family_name: 'Demo',
  };
}

/** The origins the demo client may return to: the server's own, by both loopback names. */
export function demoRedirectUris(port: number, extraOrigins: string[] = []): string[] {
  const origins = new Set([`http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extraOrigins]);
  return [...origins].map((origin) => `${origin}/elearning/api/auth/identity/demo/callback`);
}

/** Loaded only when the demo provider runs: production never imports oidc-provider. */
export async function createDemoProvider(issuer: string, redirectUris: string[]): Promise<Provider> {
  const { default: OidcProvider } = await import('oidc-provider');
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEMO_CLIENT.id,
        client_secret: DEMO_CLIENT.secret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // Every ID token carries the claims (no userinfo call).
    conformIdTokenClaims: false,
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => demoPerson(id),
    }),
    // A first-party demo client: no consent page after the sign-in page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) {
        const found = await ctx.oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      Session: 7 * 24 * 3600,
      Interaction: 3600,
      Grant: 7 * 24 * 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
    },
  };
  return new OidcProvider(issuer, configuration);
}

/**
 * Serves the provider under DEMO_IDP_PATH: the request goes to it untouched (its own bodies, cookies and pages),
 * outside this server's API hooks.
 */
export function mountDemoProvider(server: FastifyInstance, provider: Provider): void {
  const handle = provider.callback() as (req: IncomingMessage, res: ServerResponse) => void;
  void server.register(async (scope) => {
    // The provider reads its own request bodies (its sign-in form, the token request).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: { raw: IncomingMessage }, reply: { hijack(): void; raw: ServerResponse }) => {
      reply.hijack();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? '/').slice(DEMO_IDP_PATH.length) || '/';
      handle(raw, reply.raw);
    };
    scope.all(DEMO_IDP_PATH, forward);
    scope.all(`${DEMO_IDP_PATH}/*`, forward);
  });
}
