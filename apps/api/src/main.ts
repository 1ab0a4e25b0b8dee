// The server process: read the settings (refusing to start without what production needs), migrate, seed,
// serve the API (and the built site when SITE_DIR is set).
import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { loadSeedTests } from './db/seed/load';
import { ensureDemoLearner, seedTests } from './db/seed/seed';
import { HOUR, systemClock } from './services/clock';
import { createOutboxMailer, createTransportMailer } from './services/mail';
import { createPaypalProvider } from './services/payments/paypal';
import { createSandboxProvider } from './services/payments/sandbox';
import { RateLimiter } from './services/rate-limit';
import { purgeExpiredSessions } from './services/sessions';

function settings(): Config {
  try {
    return readConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Not starting: ${error.message}`);
    process.exit(1);
  }
}

const config = settings();
const database = await openDatabase(config.database);
await database.migrate();
await seedTests(database.db, await loadSeedTests());
const demo = config.mode === 'demo' ? await ensureDemoLearner(database.db, config.passwordCost) : null;

const housekeeping = async () => {
  const now = new Date();
  await purgeExpiredSessions(database.db, now, config.sessions);
  await new RateLimiter(database.db).purgeStale(now, HOUR);
};
await housekeeping();
const timer = setInterval(() => void housekeeping().catch(console.error), HOUR);
timer.unref();

const payments = config.payments;
const { server } = await buildApp({
  db: database.db,
  mode: config.mode,
  mailer: config.smtpUrl ? createTransportMailer(config.smtpUrl) : createOutboxMailer(database.db),
  payments:
    payments.kind === 'paypal'
      ? createPaypalProvider(payments.paypal)
      : payments.kind === 'sandbox'
        ? createSandboxProvider(systemClock)
        : 'disabled',
  passwordCost: config.passwordCost,
  siteDir: config.siteDir,
  siteUrl: config.siteUrl,
  seller: config.seller,
  trustProxy: config.trustProxy,
  secureCookies: config.secureCookies,
  sessions: config.sessions,
  registrationsPerIp: config.registrationsPerIp,
  fixedOrder: config.fixedOrder,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await server.listen({ port: config.port, host: config.host });

const where =
  config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.database.dataDir}`;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(
  [
    `${config.mode === 'demo' ? 'Demo' : 'Production'} mode: API listening on http://${shownHost}:${config.port}/elearning/api (${where}; bound to ${config.host})`,
    config.siteDir ? `Site served from ${config.siteDir}` : 'No SITE_DIR: API only',
    `Mail: ${config.smtpUrl ? 'SMTP' : 'outbox at /elearning/api/dev/outbox?to=<address>'}; payments: ${payments.kind}`,
    ...(demo ? [`Demo learner: ${demo.email} / ${demo.password}`] : []),
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
