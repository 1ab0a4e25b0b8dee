// One app per test file and backend: seeded with the fixtures, a clock the tests move, low scrypt cost.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppOptions } from '../../src/app';
import { loadContract } from '../../src/contract/contract';
import { outbox } from '../../src/db/schema';
import { seedTests } from '../../src/db/seed/seed';
import type { Database } from '../../src/db/client';
import type { Clock } from '../../src/services/clock';
import { createOutboxMailer } from '../../src/services/mail';
import { Agent, ContractChecker } from './agent';
import type { Backend } from './backends';
import { FIXED_ORDER_SLUGS, fixtureTests } from './fixtures';

export const TEST_SCRYPT = { logN: 10, r: 8, p: 1 };
export const PASSWORD = 'correct-horse-battery';
const contract = loadContract();
export const checker = new ContractChecker(contract);

export class TestClock implements Clock {
  private time = Date.now();
  now() {
    return new Date(this.time);
  }
  advance(ms: number) {
    this.time += ms;
  }
}

export interface Harness {
  app: App;
  database: Database;
  clock: TestClock;
  agent(ip?: string): Promise<Agent>;
  /** A verified learner, signed in through the cookie session. */
  learner(overrides?: { email?: string; ip?: string }): Promise<{ agent: Agent; email: string; id: number }>;
  lastMail(to: string): Promise<typeof outbox.$inferSelect | undefined>;
  testId(slug: string): number;
  build(options?: Partial<AppOptions>): Promise<App>;
}

/** Registers hooks that open the backend and build the app; the returned object is filled in beforeAll. */
export function useHarness(backend: Backend, options: Partial<AppOptions> = {}): Harness {
  let dispose: () => Promise<void> = async () => undefined;
  const apps: App[] = [];
  const testIds = new Map<string, number>();
  const harness = {
    clock: new TestClock(),
    async build(extra: Partial<AppOptions> = {}) {
      const app = await buildApp({
        db: harness.database.db,
        clock: harness.clock,
        passwordCost: TEST_SCRYPT,
        mailer: createOutboxMailer(harness.database.db, () => undefined),
        contract,
        fixedOrder: FIXED_ORDER_SLUGS,
        ...options,
        ...extra,
      });
      apps.push(app);
      return app;
    },
    async agent(ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) {
      const agent = new Agent(harness.app.server, checker, ip);
      await agent.get('/users/auth-status');
      return agent;
    },
    async learner(overrides: { email?: string; ip?: string } = {}) {
      const email = overrides.email ?? `learner-${randomBytes(5).toString('hex')}@example.org`;
      const agent = await harness.agent(overrides.ip);
      const registered = await agent.post('/users/register', {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        password: PASSWORD,
      });
      if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
      const mail = await harness.lastMail(email);
      const verified = await agent.post('/users/verify', { email, code: mail?.code });
      if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
      return { agent, email, id: verified.body.id as number };
    },
    async lastMail(to: string) {
      const [mail] = await harness.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, to.toLowerCase()))
        .orderBy(desc(outbox.id))
        .limit(1);
      return mail;
    },
    testId(slug: string) {
      const id = testIds.get(slug);
      if (!id) throw new Error(`no fixture ${slug}`);
      return id;
    },
  } as Harness;

  beforeAll(async () => {
    const opened = await backend.open();
    harness.database = opened.database;
    dispose = opened.dispose;
    await seedTests(opened.database.db, fixtureTests, () => undefined);
    const rows = await opened.database.db.query.tests.findMany();
    for (const row of rows) testIds.set(row.slug, row.id);
    harness.app = await harness.build();
  });

  afterAll(async () => {
    for (const app of apps) await app.server.close();
    await dispose();
  });

  return harness;
}
