// The server process: read the settings (refusing to start without what production needs), migrate and seed
// under one lock shared by every instance, serve the API (and the built site when SITE_DIR is set), run the
// housekeeping once per hour across all instances, and stop gracefully on SIGTERM (src/ops/shutdown.ts).
import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { loadSeedTests } from './db/seed/load';
import { ensureDemoLearner, seedTests } from './db/seed/seed';
import { HOUR, systemClock } from './services/clock';
import { Lifecycle } from './ops/lifecycle';
import { ensureJobLeases, schedulePeriodicJob } from './ops/jobs';
import { watchDatabase } from './ops/metrics';
import { installGracefulStop, trackConnections } from './ops/shutdown';
import { demoRedirectUris } from './services/demo-identity-provider';
import { createOutboxMailer, createTransportMailer } from './services/mail';
import { createPaypalProvider } from './services/payments/paypal';
import { createSandboxProvider } from './services/payments/sandbox';
import { RateLimiter } from './services/rate-limit';
import { sendExpiryReminders } from './services/expiry-reminders';
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
const lifecycle = new Lifecycle({ migrated: false });
watchDatabase(database, lifecycle);
const seedContent = await loadSeedTests();
const seeded: { demo?: Awaited<ReturnType<typeof ensureDemoLearner>> } = {};
// Migrations, the seed and the demo learner run under one lock: of instances started together, the first does
// the work and the others find it done.
const { applied } = await database.migrate(async (db) => {
  await ensureJobLeases(db);
  await seedTests(db, seedContent);
  if (config.mode === 'demo') seeded.demo = await ensureDemoLearner(db, config.passwordCost);
});
console.log(applied > 0 ? `migrations: applied ${applied}` : 'migrations: up to date');
lifecycle.migrated = true;
const demo = seeded.demo;

// Once per hour across every instance sharing the database (a lease row in job_leases).
const housekeeping = schedulePeriodicJob({
  db: database.db,
  name: 'housekeeping',
  intervalMs: HOUR,
  run: async () => {
    const now = new Date();
    await purgeExpiredSessions(database.db, now, config.sessions);
    await new RateLimiter(database.db).purgeStale(now, HOUR);
  },
});
await housekeeping.tick();

const payments = config.payments;
// The demo identity provider runs inside this server: its issuer is where this server answers on this machine.
const selfHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
const { server, ctx } = await buildApp({
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
  lifecycle,
  metricsToken: config.metricsToken,
  identity: { providers: config.identityProviders },
  ...(config.demoIdentityProvider
    ? {
        demoIdentityProvider: {
          origin: `http://${selfHost.includes(':') ? `[${selfHost}]` : selfHost}:${config.port}`,
          redirectUris: demoRedirectUris(config.port, config.siteUrl ? [new URL(config.siteUrl).origin] : []),
        },
      }
    : {}),
});
// Before listening: the graceful stop must know every connection, a readiness probe's first one included.
trackConnections(server);
await server.listen({ port: config.port, host: config.host });

// "Your access ends in 7 days", hourly across every instance; each access is claimed before its one mail.
const reminders = schedulePeriodicJob({
  db: database.db,
  name: 'expiry-reminders',
  intervalMs: HOUR,
  run: async () => {
    await sendExpiryReminders(ctx);
  },
});
await reminders.tick();

const where =
  config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.database.dataDir}`;
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(
  [
    `${config.mode === 'demo' ? 'Demo' : 'Production'} mode: API listening on http://${shownHost}:${config.port}/elearning/api (${where}; bound to ${config.host})`,
    config.siteDir ? `Site served from ${config.siteDir}` : 'No SITE_DIR: API only',
    `Sign-in providers: ${[...config.identityProviders.map((p) => p.id), ...(config.demoIdentityProvider ? ['demo (local, /elearning/demo-idp)'] : [])].join(', ') || 'none'}`,
    `Mail: ${config.smtpUrl ? 'SMTP' : 'outbox at /elearning/api/dev/outbox?to=<address>'}; payments: ${payments.kind}`,
    ...(demo ? [`Demo learner: ${demo.email} / ${demo.password}`] : []),
  ].join('\n'),
);

installGracefulStop({
  server,
  lifecycle,
  closeDatabase: () => database.close(),
  beforeClose: () => {
    housekeeping.stop();
    reminders.stop();
  },
  ...config.shutdown,
});
