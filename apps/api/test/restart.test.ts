// A restart keeps accounts and an attempt in progress: PGlite on disk, closed and opened again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { seedTests } from '../src/db/seed/seed';
import { createOutboxMailer } from '../src/services/mail';
import { Agent } from './support/agent';
import { fixtureTests } from './support/fixtures';
import { checker, PASSWORD, TEST_SCRYPT, TestClock } from './support/harness';

const dataDir = mkdtempSync(join(tmpdir(), 'api-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const clock = new TestClock();

async function boot(): Promise<{ app: App; database: Database }> {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await database.migrate();
  await seedTests(database.db, fixtureTests, () => undefined);
  const mailer = createOutboxMailer(database.db, () => undefined);
  return { app: await buildApp({ db: database.db, clock, mailer, passwordCost: TEST_SCRYPT }), database };
}

it('keeps accounts, sessions and an attempt in progress across a restart', async () => {
  let { app, database } = await boot();
  const agent = new Agent(app.server, checker);
  await agent.get('/users/auth-status');
  const email = 'restart@example.org';
  await agent.post('/users/register', { firstName: 'Re', lastName: 'Start', email, password: PASSWORD });
  const code = (await agent.get(`/dev/outbox?to=${email}`)).body.data[0].code;
  await agent.post('/users/verify', { email, code });
  const tests = (await agent.get('/tests')).body.data;
  const session = (await agent.post('/test-taking/start', { testId: tests[0].id })).body.data;
  const question = session.firstQuestion;
  const choice = question.choices[0].choiceId;
  await agent.post(`/test-taking/${session.id}/answer`, {
    questionId: question.questionId,
    selectedChoiceIds: [choice],
    remainingTime: 500,
  });
  await app.server.close();
  await database.close();

  ({ app, database } = await boot());
  const restarted = new Agent(app.server, checker);
  for (const [name, value] of agent.jar) restarted.jar.set(name, value);
  expect((await restarted.get('/users/me')).body.email).toBe(email);
  expect((await restarted.get(`/test-taking/abandoned?testId=${tests[0].id}`)).body.data).toEqual({
    id: session.id,
    status: 'IN PROGRESS',
  });
  const resumed = (await restarted.post(`/test-taking/${session.id}/resume`)).body.data;
  expect(resumed.remainingTime).toBe(500);
  expect(resumed.questionStates[0]).toMatchObject({ answered: true });
  expect((await restarted.get(`/test-taking/${session.id}/question/1`)).body.data.selectedChoiceIds).toEqual([
    choice,
  ]);

  const fresh = new Agent(app.server, checker);
  await fresh.get('/users/auth-status');
  expect((await fresh.post('/users/login', { email, password: PASSWORD })).status).toBe(200);
  expect((await fresh.get('/tests')).body.data).toHaveLength(2);
  await app.server.close();
  await database.close();
}, 90_000);
