import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  DEFAULT_SESSION_LIMITS,
  DEMO_SELLER,
  type Mode,
  type SessionLimits,
  type TrustProxy,
} from './config';
import { loadContract, type Contract } from './contract/contract';
import { ContractValidator } from './contract/validators';
import type { Db } from './db/client';
import type { SellerDetails } from './db/schema';
import { codeForStatus } from './http/errors';
import { registerErrorHandling, registerHardeningHeaders, registerSecurityHooks } from './http/hooks';
import { createRouter } from './http/routing';
import { registerPageForms } from './http/pageForms';
import { loadSignedInRenderer } from './http/signedInPages';
import {
  isClientRoute,
  loadSitePages,
  registerCompression,
  registerCrawlerFiles,
  registerSite,
  sendPage,
} from './http/site';
import { accountRoutes } from './routes/account';
import { identityRoutes } from './routes/identity';
import { contactRoutes } from './routes/contact';
import { devPaymentRoutes, devRoutes } from './routes/dev';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { testTakingRoutes } from './routes/test-taking';
import { testsRoutes } from './routes/tests';
import { systemClock, type Clock } from './services/clock';
import type { AppContext } from './services/context';
import { createOutboxMailer, type Mailer } from './services/mail';
import {
  DEMO_CLIENT,
  DEMO_IDP_PATH,
  createDemoProvider,
  mountDemoProvider,
} from './services/demo-identity-provider';
import { IdentityProviders, type IdentitySettings } from './services/identity-providers';
import { OWASP_SCRYPT, type ScryptCost } from './services/passwords';
import { createDisabledProvider } from './services/payments/disabled';
import { createSandboxProvider } from './services/payments/sandbox';
import type { PaymentProvider } from './services/payments/provider';
import { LIMITS, RateLimiter } from './services/rate-limit';
import type { FixedOrder } from './config';
import { Lifecycle } from './ops/lifecycle';
import { registerRequestMetrics } from './ops/metrics';
import { registerOpsRoutes } from './ops/routes';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  /** `demo` (default) or `production`: production refuses the outbox and the sandbox. */
  mode?: Mode;
  /** Defaults to the outbox (GET /dev/outbox), in demo mode only. */
  mailer?: Mailer;
  /** Defaults to the built-in sandbox, in demo mode only; `disabled` answers 503 to every checkout call. */
  payments?: PaymentProvider | 'disabled';
  /** Printed on receipts; the demo seller by default. */
  seller?: SellerDetails;
  /** Defaults to OWASP's scrypt cost; tests lower it. */
  passwordCost?: ScryptCost;
  contract?: Contract;
  /** A built site to serve beside the API, with SPA fallback. */
  siteDir?: string;
  /** The site's public origin for payment return URLs; by default the calling page's origin. */
  siteUrl?: string;
  logger?: FastifyServerOptions['logger'];
  /** Proxy hops or addresses allowed to set X-Forwarded-For; none by default. */
  trustProxy?: TrustProxy;
  /** Secure cookies whatever the protocol; defaults to on in production. */
  secureCookies?: boolean;
  sessions?: SessionLimits;
  /** Registrations per client IP in 10 minutes; 10 by default. */
  registrationsPerIp?: number;
  /**
   * Test-only: slugs of the tests whose attempts keep the seed's order (`'all'`: every test); refused in
   * production. The product shuffles every attempt (TEST_FIXED_ORDER).
   */
  fixedOrder?: FixedOrder;
  /** Migrations done, draining: what /health/ready reports. Ready from the start by default. */
  lifecycle?: Lifecycle;
  /** A bearer token /metrics asks for; without one only direct callers on this machine may scrape. */
  metricsToken?: string;
  /** Google, Microsoft and GitHub clients (GOOGLE_CLIENT_ID…); none by default. */
  identity?: IdentitySettings;
  /**
   * Demo mode only: run the local demo identity provider inside this server, at `origin` + /elearning/demo-idp
   * (the address this server is reached at), returning to these redirect URIs.
   */
  demoIdentityProvider?: { origin: string; redirectUris: string[] };
}

/** A request id a balancer may set in X-Request-Id (a UUID or similar token), else a new UUID. */
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/** JSON bodies are small (the longest field is a 5 000-character contact message). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  contract: Contract;
}

/**
 * A hop count trusts that many proxies nearest to the server, whatever their address (Express's meaning;
 * fastify's own number option trusts none); an address list trusts those proxies only.
 */
function proxyTrust(trust: TrustProxy): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const contract = options.contract ?? loadContract();
  const mode = options.mode ?? 'demo';
  const payments =
    options.payments === 'disabled'
      ? createDisabledProvider()
      : (options.payments ?? createSandboxProvider(options.clock ?? systemClock));
  const mailer = options.mailer ?? createOutboxMailer(options.db);
  if (mode === 'production' && mailer.kind === 'outbox')
    throw new Error('Production mode needs a real mail transport, not the outbox');
  if (mode === 'production' && payments.name === 'sandbox')
    throw new Error('Production mode cannot run the sandbox payment provider');
  const fixedOrder = options.fixedOrder ?? [];
  if (mode === 'production' && (fixedOrder === 'all' || fixedOrder.length > 0))
    throw new Error('Production mode shuffles every attempt: TEST_FIXED_ORDER is for tests only');
  if (mode === 'production' && options.demoIdentityProvider)
    throw new Error('Production mode never runs the demo identity provider');
  const identitySettings: IdentitySettings = {
    ...options.identity,
    providers: [
      ...(options.identity?.providers ?? []).filter((provider) => provider.id !== 'demo'),
      ...(options.demoIdentityProvider
        ? [
            {
              id: 'demo' as const,
              clientId: DEMO_CLIENT.id,
              clientSecret: DEMO_CLIENT.secret,
              issuer: `${options.demoIdentityProvider.origin}${DEMO_IDP_PATH}`,
            },
          ]
        : []),
    ],
  };
  const ctx: AppContext = {
    identity: new IdentityProviders(identitySettings),
    db: options.db,
    clock: options.clock ?? systemClock,
    mailer,
    payments,
    seller: options.seller ?? DEMO_SELLER,
    siteUrl: options.siteUrl,
    limiter: new RateLimiter(options.db),
    passwordCost: options.passwordCost ?? OWASP_SCRYPT,
    mode,
    sessions: options.sessions ?? DEFAULT_SESSION_LIMITS,
    secureCookies: options.secureCookies ?? mode === 'production',
    registrationsPerIp: options.registrationsPerIp ?? LIMITS.registrationsPerIp.max,
    fixedOrder: fixedOrder === 'all' ? () => true : (slug) => fixedOrder.includes(slug),
  };
  const serverOptions: FastifyServerOptions = {
    logger: options.logger ?? false,
    trustProxy: proxyTrust(options.trustProxy ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // Log lines carry `reqId`, the balancer's X-Request-Id when it sends one (answered back in the header).
    genReqId: requestId,
    // While the server closes (a graceful stop), a request already on an open connection is served, not 503.
    return503OnClosing: false,
    // Errors raised before routing (a URL that is not valid percent-encoding) answer like every other error.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      const message =
        error.code === 'FST_ERR_BAD_URL' ? 'The URL is not valid percent-encoding' : error.message;
      void (reply as FastifyReply)
        .code(status)
        .send({ success: false, code: codeForStatus(status), message });
    },
  };
  const server = Fastify(serverOptions);

  // Some clients send Content-Type: application/json on body-less POSTs (resume, logout).
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = String(text);
    // Kept for signature checks over the exact bytes received (PayPal's webhook CRC32).
    _request.rawBody = raw;
    if (raw.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(raw));
    } catch {
      done(Object.assign(new Error('body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });
  await registerCompression(server);
  await server.register(fastifyCookie);
  registerErrorHandling(server);
  registerHardeningHeaders(server, mode);
  registerSecurityHooks(server, ctx);
  const lifecycle = options.lifecycle ?? new Lifecycle();
  registerRequestMetrics(server);
  server.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Draining: keep-alive clients are asked to reconnect, so their next request reaches another instance.
    if (lifecycle.draining) reply.header('connection', 'close');
  });
  registerOpsRoutes(server, { db: options.db, lifecycle, metricsToken: options.metricsToken });

  const router = createRouter(server, ctx, new ContractValidator(contract));
  accountRoutes(router);
  identityRoutes(server, router, ctx, options.siteUrl);
  if (options.demoIdentityProvider) {
    const { origin, redirectUris } = options.demoIdentityProvider;
    mountDemoProvider(server, await createDemoProvider(`${origin}${DEMO_IDP_PATH}`, redirectUris));
  }
  contactRoutes(router);
  testsRoutes(router);
  testTakingRoutes(router);
  paymentsRoutes(router, options.siteUrl);
  ordersRoutes(router);
  // The outbox shows verification codes and temporary passwords: it exists in demo mode only.
  if (mode === 'demo' && mailer.kind === 'outbox') devRoutes(router);
  // Simulated billing cycles: only with the demo sandbox, never in production.
  if (mode === 'demo' && payments.name === 'sandbox') devPaymentRoutes(router);

  const siteDir = options.siteDir ? resolve(options.siteDir) : undefined;
  const hasSite = !!siteDir && existsSync(resolve(siteDir, 'index.html'));
  if (hasSite) await registerSite(server, siteDir);
  const pages = hasSite ? loadSitePages(siteDir, ctx.identity.list()) : undefined;
  if (pages && siteDir)
    pages.renderSignedIn = await loadSignedInRenderer(siteDir, pages.manifest.serverEntry);
  // A build that still ships its own robots.txt (before spec decision 87) keeps it: fastify-static serves it.
  if (hasSite && !existsSync(resolve(siteDir, 'robots.txt')))
    registerCrawlerFiles(server, pages, options.siteUrl);
  if (pages) await registerPageForms(server, pages, options.siteUrl);
  server.setNotFoundHandler((request, reply) => {
    if (hasSite && request.method === 'GET' && isClientRoute(request.url)) {
      return pages ? sendPage(request, reply, pages, options.siteUrl) : reply.sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ success: false, code: 'NOT_FOUND', message: `Not found: ${request.method} ${request.url}` });
  });
  return { server, ctx, contract };
}
