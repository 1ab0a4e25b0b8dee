import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadContract, type Contract } from './contract/contract';
import { ContractValidator } from './contract/validators';
import type { Db } from './db/client';
import { registerErrorHandling, registerSecurityHooks } from './http/hooks';
import { createRouter } from './http/routing';
import { isClientRoute, registerCompression, registerSite } from './http/site';
import { accountRoutes } from './routes/account';
import { contactRoutes } from './routes/contact';
import { devRoutes } from './routes/dev';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { testTakingRoutes } from './routes/test-taking';
import { testsRoutes } from './routes/tests';
import { systemClock, type Clock } from './services/clock';
import type { AppContext } from './services/context';
import { createOutboxMailer, type Mailer } from './services/mail';
import { OWASP_SCRYPT, type ScryptCost } from './services/passwords';
import { createSandboxProvider } from './services/payments/sandbox';
import type { PaymentProvider } from './services/payments/provider';
import { RateLimiter } from './services/rate-limit';

export interface AppOptions {
  db: Db;
  clock?: Clock;
  /** Defaults to the outbox (GET /dev/outbox). */
  mailer?: Mailer;
  /** Defaults to the built-in sandbox. */
  payments?: PaymentProvider;
  /** Defaults to OWASP's scrypt cost; tests lower it. */
  passwordCost?: ScryptCost;
  contract?: Contract;
  /** A built site to serve beside the API, with SPA fallback. */
  siteDir?: string;
  /** The site's public origin for payment return URLs; by default the calling page's origin. */
  siteUrl?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

export interface App {
  server: FastifyInstance;
  ctx: AppContext;
  contract: Contract;
}

export async function buildApp(options: AppOptions): Promise<App> {
  const contract = options.contract ?? loadContract();
  const ctx: AppContext = {
    db: options.db,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createOutboxMailer(options.db),
    payments: options.payments ?? createSandboxProvider(),
    limiter: new RateLimiter(options.db),
    passwordCost: options.passwordCost ?? OWASP_SCRYPT,
  };
  const server = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });

  // Some clients send Content-Type: application/json on body-less POSTs (resume, logout).
  server.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    const raw = String(text);
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
  registerSecurityHooks(server, ctx);

  const router = createRouter(server, ctx, new ContractValidator(contract));
  accountRoutes(router);
  contactRoutes(router);
  testsRoutes(router);
  testTakingRoutes(router);
  paymentsRoutes(router, options.siteUrl);
  ordersRoutes(router);
  devRoutes(router);

  const siteDir = options.siteDir ? resolve(options.siteDir) : undefined;
  const hasSite = !!siteDir && existsSync(resolve(siteDir, 'index.html'));
  if (hasSite) await registerSite(server, siteDir);
  server.setNotFoundHandler((request, reply) => {
    if (hasSite && request.method === 'GET' && isClientRoute(request.url)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ success: false, message: `Not found: ${request.method} ${request.url}` });
  });
  return { server, ctx, contract };
}
