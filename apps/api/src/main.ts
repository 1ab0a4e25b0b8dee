// The server process: migrate, seed, serve the API (and the built site when SITE_DIR is set).
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { loadSeedTests } from './db/seed/load';
import { ensureDemoLearner, seedTests } from './db/seed/seed';
import { HOUR } from './services/clock';
import { createOutboxMailer, createTransportMailer } from './services/mail';
import { createPaypalProvider } from './services/payments/paypal';
import { createSandboxProvider } from './services/payments/sandbox';
import { RateLimiter } from './services/rate-limit';
import { purgeExpiredSessions } from './services/sessions';

const config = readConfig(process.env);
const database = await openDatabase(config.database);
await database.migrate();
await seedTests(database.db, await loadSeedTests());
const demo = await ensureDemoLearner(database.db, config.passwordCost);

const housekeeping = async () => {
  const now = new Date();
  await purgeExpiredSessions(database.db, now);
  await new RateLimiter(database.db).purgeStale(now, HOUR);
};
await housekeeping();
const timer = setInterval(() => void housekeeping().catch(console.error), HOUR);
timer.unref();

const { server } = await buildApp({
  db: database.db,
  mailer: config.smtpUrl ? createTransportMailer(config.smtpUrl) : createOutboxMailer(database.db),
  payments: config.paypal ? createPaypalProvider(config.paypal) : createSandboxProvider(),
  passwordCost: config.passwordCost,
  siteDir: config.siteDir,
  siteUrl: config.siteUrl,
  trustProxy: config.trustProxy,
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
await server.listen({ port: config.port, host: config.host });

const where =
  config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite ${config.database.dataDir}`;
console.log(
  [
    `API listening on http://localhost:${config.port}/elearning/api (${where})`,
    config.siteDir ? `Site served from ${config.siteDir}` : 'No SITE_DIR: API only',
    `Mail: ${config.smtpUrl ? 'SMTP' : 'outbox at /elearning/api/dev/outbox'}; payments: ${config.paypal ? 'PayPal' : 'sandbox'}`,
    `Demo learner: ${demo.email} / ${demo.password}`,
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
