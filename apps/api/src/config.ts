import { isAbsolute, resolve } from 'node:path';
import type { DatabaseOptions } from './db/client';
import { REPO_ROOT } from './paths';
import { DAY, HOUR, MINUTE } from './services/clock';
import type { SellerDetails } from './db/schema';
import type { PaypalConfig } from './services/payments/paypal';
import { readIdentityProviders, type ProviderSetting } from './services/identity-providers';
import { OWASP_SCRYPT, type ScryptCost } from './services/passwords';

export { REPO_ROOT } from './paths';

/**
 * `demo` (the default, `npm start`): mail outbox, sandbox payments and a demo learner, on loopback only.
 * `production` (NODE_ENV=production): none of those, and every setting a real deployment needs is required.
 */
export type Mode = 'demo' | 'production';

/** `paypal` with credentials, the built-in `sandbox` (demo mode only), or `disabled` (PAYMENTS=disabled). */
export type PaymentsSetting =
  { kind: 'paypal'; paypal: PaypalConfig } | { kind: 'sandbox' } | { kind: 'disabled' };

/** Fastify's trustProxy: how many proxy hops, or which proxy addresses, may set X-Forwarded-For. */
export type TrustProxy = false | number | string[];

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

export interface Config {
  mode: Mode;
  port: number;
  host: string;
  database: DatabaseOptions;
  siteDir?: string;
  siteUrl?: string;
  smtpUrl?: string;
  payments: PaymentsSetting;
  /** Printed on every receipt (SELLER_NAME, SELLER_ADDRESS, SELLER_EMAIL, SELLER_TAX_ID). */
  seller: SellerDetails;
  passwordCost: ScryptCost;
  trustProxy: TrustProxy;
  /** Secure on every cookie: on by default in production (COOKIE_SECURE=false turns it off). */
  secureCookies: boolean;
  sessions: SessionLimits;
  registrationsPerIp?: number;
  /** Graceful stop: the longest a stop may take, and how long to keep serving after readiness turns false. */
  shutdown: { timeoutMs: number; delayMs: number };
  /** Bearer token for /metrics (METRICS_TOKEN); without one only direct callers on this machine may scrape. */
  metricsToken?: string;
  /** Test-only (TEST_FIXED_ORDER): tests whose attempts keep the seed's order; refused in production. */
  fixedOrder: FixedOrder;
  /** Google, Microsoft, GitHub: those with a client id and secret (GOOGLE_CLIENT_ID, …). */
  identityProviders: ProviderSetting[];
  /** Demo mode's local identity provider: on unless DEMO_IDENTITY_PROVIDER=off; never in production. */
  demoIdentityProvider: boolean;
}

/** Slugs of the tests whose attempts are not shuffled, or every test. */
export type FixedOrder = readonly string[] | 'all';

/**
 * TEST_FIXED_ORDER=<slug>[,<slug>…] or `all`: for the browser journeys and screenshots only, which need the same
 * order on every run. Production refuses it: every learner gets a shuffled order.
 */
export function readFixedOrder(raw: string | undefined, mode: Mode): FixedOrder {
  if (raw === undefined || raw.trim() === '') return [];
  if (mode === 'production')
    throw new ConfigError('TEST_FIXED_ORDER is a test-only setting: production shuffles every attempt');
  if (raw.trim() === 'all') return 'all';
  return raw
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean);
}

/** A setting is missing or wrong: the message is one line naming it, printed instead of starting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = { idleMs: 2 * HOUR, absoluteMs: 7 * DAY };

/** Relative paths are taken from the repository root, so every entry point shares one data directory. */
function fromRoot(path: string): string {
  return path.startsWith('memory://') || isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function positiveNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive number, not "${raw}"`);
  return value;
}

export function readTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (raw === 'true')
    throw new ConfigError(
      'TRUST_PROXY=true would believe any X-Forwarded-For: set the number of proxy hops (e.g. 1) or their addresses',
    );
  return raw
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

function readPayments(env: NodeJS.ProcessEnv, mode: Mode): PaymentsSetting {
  if (env.PAYMENTS === 'disabled') return { kind: 'disabled' };
  if (env.PAYMENTS !== undefined && env.PAYMENTS !== '' && env.PAYMENTS !== 'enabled')
    throw new ConfigError(`PAYMENTS must be "disabled" or unset, not "${env.PAYMENTS}"`);
  if (env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET) {
    return {
      kind: 'paypal',
      paypal: {
        clientId: env.PAYPAL_CLIENT_ID,
        clientSecret: env.PAYPAL_CLIENT_SECRET,
        webhookId: env.PAYPAL_WEBHOOK_ID,
        apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com',
        planId: env.PAYPAL_PLAN_ID || undefined,
      },
    };
  }
  if (mode === 'production')
    throw new ConfigError(
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required in production (or set PAYMENTS=disabled)',
    );
  return { kind: 'sandbox' };
}

/** The demo's seller: clearly not a real business. */
export const DEMO_SELLER: SellerDetails = {
  name: 'Kafka Learning (demo)',
  address: '1 Example Street\n75001 Paris, France',
  email: 'billing@example.org',
  taxId: null,
};

/** SELLER_ADDRESS lines are separated by `|` (an environment variable holds one line). */
function readSeller(env: NodeJS.ProcessEnv, mode: Mode, payments: PaymentsSetting): SellerDetails {
  const name = env.SELLER_NAME?.trim();
  const address = env.SELLER_ADDRESS?.trim();
  const email = env.SELLER_EMAIL?.trim();
  if (mode === 'production' && payments.kind !== 'disabled' && (!name || !address || !email))
    throw new ConfigError(
      'SELLER_NAME, SELLER_ADDRESS and SELLER_EMAIL are required in production: every receipt prints them',
    );
  return {
    name: name || DEMO_SELLER.name,
    address: address
      ? address
          .split('|')
          .map((line) => line.trim())
          .join('\n')
      : DEMO_SELLER.address,
    email: email || DEMO_SELLER.email,
    taxId: env.SELLER_TAX_ID?.trim() || null,
  };
}

function readPooler(raw: string | undefined): 'none' | 'transaction' {
  if (raw === undefined || raw === '' || raw === 'none') return 'none';
  if (raw === 'transaction') return 'transaction';
  throw new ConfigError(`DATABASE_POOLER must be "transaction" or unset, not "${raw}"`);
}

function nonNegativeSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback * 1000;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new ConfigError(`${name} must be a number of seconds, not "${raw}"`);
  return value * 1000;
}

/**
 * Behind a transaction-mode pooler the migration lock (a session advisory lock) needs a direct connection: through
 * the pooler it would be taken on one server connection and released on another, or left held. No fallback.
 */
function readPostgres(env: NodeJS.ProcessEnv, url: string): DatabaseOptions {
  const pooler = env.DATABASE_POOLER ? readPooler(env.DATABASE_POOLER) : undefined;
  if (pooler === 'transaction' && !env.DATABASE_MIGRATION_URL)
    throw new ConfigError(
      'DATABASE_POOLER=transaction needs DATABASE_MIGRATION_URL: a direct PostgreSQL connection for migrations and their lock (the same as DATABASE_URL if that is direct)',
    );
  return {
    kind: 'postgres',
    url,
    poolSize: positiveNumber(env, 'DATABASE_POOL_SIZE'),
    ...(env.DATABASE_MIGRATION_URL ? { migrationUrl: env.DATABASE_MIGRATION_URL } : {}),
    ...(pooler ? { pooler } : {}),
  };
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const mode: Mode = env.NODE_ENV === 'production' ? 'production' : 'demo';
  const smtpUrl = env.SMTP_URL || undefined;
  if (mode === 'production' && !smtpUrl)
    throw new ConfigError('SMTP_URL is required in production (mail cannot go to the demo outbox)');
  const payments = readPayments(env, mode);
  const idleMinutes = positiveNumber(env, 'SESSION_IDLE_MINUTES');
  const absoluteHours = positiveNumber(env, 'SESSION_ABSOLUTE_HOURS');
  const cookieSecure = env.COOKIE_SECURE;
  if (
    cookieSecure !== undefined &&
    cookieSecure !== '' &&
    cookieSecure !== 'true' &&
    cookieSecure !== 'false'
  )
    throw new ConfigError(`COOKIE_SECURE must be true or false, not "${cookieSecure}"`);
  return {
    mode,
    port: Number(env.PORT ?? 3000),
    // Demo mode has a known password and a readable outbox: it stays on this machine unless asked otherwise.
    host: env.HOST || '127.0.0.1',
    database: env.DATABASE_URL
      ? readPostgres(env, env.DATABASE_URL)
      : { kind: 'pglite', dataDir: fromRoot(env.PGLITE_DATA_DIR ?? '.data/pglite') },
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    siteUrl: env.SITE_URL,
    smtpUrl,
    payments,
    seller: readSeller(env, mode, payments),
    // Only to make local end-to-end runs faster; production keeps OWASP's cost.
    passwordCost:
      env.SCRYPT_LOG_N && mode === 'demo'
        ? { ...OWASP_SCRYPT, logN: Number(env.SCRYPT_LOG_N) }
        : OWASP_SCRYPT,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    secureCookies: cookieSecure ? cookieSecure === 'true' : mode === 'production',
    registrationsPerIp: positiveNumber(env, 'REGISTRATIONS_PER_IP'),
    fixedOrder: readFixedOrder(env.TEST_FIXED_ORDER, mode),
    identityProviders: readIdentityProviders(env),
    demoIdentityProvider: mode === 'demo' && env.DEMO_IDENTITY_PROVIDER !== 'off',
    shutdown: {
      timeoutMs: nonNegativeSeconds(env, 'SHUTDOWN_TIMEOUT_SECONDS', 25),
      delayMs: nonNegativeSeconds(env, 'SHUTDOWN_DELAY_SECONDS', 0),
    },
    ...(env.METRICS_TOKEN ? { metricsToken: env.METRICS_TOKEN } : {}),
    sessions: {
      idleMs: idleMinutes ? idleMinutes * MINUTE : DEFAULT_SESSION_LIMITS.idleMs,
      absoluteMs: absoluteHours ? absoluteHours * HOUR : DEFAULT_SESSION_LIMITS.absoluteMs,
    },
  };
}
