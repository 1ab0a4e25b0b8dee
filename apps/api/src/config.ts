import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DatabaseOptions } from './db/client';
import type { PaypalConfig } from './services/payments/paypal';
import { OWASP_SCRYPT, type ScryptCost } from './services/passwords';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Config {
  port: number;
  host: string;
  database: DatabaseOptions;
  siteDir?: string;
  siteUrl?: string;
  smtpUrl?: string;
  paypal?: PaypalConfig;
  passwordCost: ScryptCost;
  trustProxy: boolean;
}

/** Relative paths are taken from the repository root, so every entry point shares one data directory. */
function fromRoot(path: string): string {
  return path.startsWith('memory://') || isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

export function readConfig(env: NodeJS.ProcessEnv): Config {
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          webhookId: env.PAYPAL_WEBHOOK_ID,
          apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com',
        }
      : undefined;
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: fromRoot(env.PGLITE_DATA_DIR ?? '.data/pglite') },
    siteDir: env.SITE_DIR ? resolve(env.SITE_DIR) : undefined,
    siteUrl: env.SITE_URL,
    smtpUrl: env.SMTP_URL,
    paypal,
    // Only to make local end-to-end runs faster; production keeps OWASP's cost.
    passwordCost: env.SCRYPT_LOG_N ? { ...OWASP_SCRYPT, logN: Number(env.SCRYPT_LOG_N) } : OWASP_SCRYPT,
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
