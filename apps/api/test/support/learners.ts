// Learners for the multi-process tests: made straight in the database (no password hashing), each with a
// cookie session and, through the API, an attempt in progress; and the check that every acknowledged answer
// is what the database holds.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { attemptQuestions, choices, questions, tests, users } from '../../src/db/schema';
import { API_DIR } from '../../src/paths';
import { createSession } from '../../src/services/sessions';
import type { DriverLearner, DriverResult, DriverSpec } from './answer-driver';

export const XSRF = 'driver-xsrf-token';

export function signedIn(session: string): Record<string, string> {
  return {
    cookie: `SESSION=${session}; XSRF-TOKEN=${XSRF}`,
    'x-xsrf-token': XSRF,
    'content-type': 'application/json',
  };
}

export interface Prepared {
  testId: number;
  questions: DriverSpec['questions'];
  sessions: { session: string; email: string }[];
}

export async function makeLearners(
  url: string,
  count: number,
  slug = 'kafka-fundamentals',
): Promise<Prepared> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  try {
    const [test] = await database.db.select().from(tests).where(eq(tests.slug, slug));
    if (!test) throw new Error(`no test ${slug}`);
    const rows = await database.db
      .select({ questionId: questions.id, choiceId: choices.id })
      .from(questions)
      .innerJoin(choices, eq(choices.questionId, questions.id))
      // Choice questions only: their answer is any one option (matching and ordering answers have a shape).
      .where(
        and(
          eq(questions.testId, test.id),
          eq(questions.active, true),
          inArray(questions.type, ['single', 'multiple']),
          eq(choices.kind, 'option'),
        ),
      )
      .orderBy(asc(questions.position), asc(choices.position));
    const byQuestion = new Map<number, number[]>();
    for (const row of rows)
      byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row.choiceId]);
    const run = randomBytes(4).toString('hex');
    const created = await database.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `cluster-${run}-${i}@example.org`,
          firstName: 'Cluster',
          lastName: `Learner ${i}`,
          passwordHash: 'cluster test: no password',
          status: 'ACTIVE' as const,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const now = new Date();
    const sessions = await Promise.all(
      created.map(async (u) => ({
        session: await createSession(database.db, u.id, 'cookie', now),
        email: u.email,
      })),
    );
    return {
      testId: test.id,
      questions: [...byQuestion].map(([questionId, choiceIds]) => ({ questionId, choiceIds })),
      sessions,
    };
  } finally {
    await database.close();
  }
}

export async function startAttempt(base: string, session: string, testId: number): Promise<number> {
  const response = await fetch(`${base}/test-taking/start`, {
    method: 'POST',
    headers: signedIn(session),
    body: JSON.stringify({ testId }),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`start answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

export async function startAttempts(base: string, prepared: Prepared): Promise<DriverLearner[]> {
  return Promise.all(
    prepared.sessions.map(async ({ session }) => ({
      session,
      attemptId: await startAttempt(base, session, prepared.testId),
    })),
  );
}

/** Runs the answer driver in its own process; `during` runs meanwhile (restarts, kills). */
export async function driveAnswers(
  spec: DriverSpec,
  during: (elapsed: () => number) => Promise<void> = async () => undefined,
): Promise<{ result: DriverResult; duringError?: unknown }> {
  const dir = mkdtempSync(join(tmpdir(), 'answer-driver-'));
  const file = join(dir, 'spec.json');
  const untilFile = join(dir, 'stop');
  writeFileSync(file, JSON.stringify({ untilFile, ...spec }));
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/support/answer-driver.ts', file], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const started = Date.now();
  let duringError: unknown;
  try {
    await during(() => Date.now() - started);
  } catch (error) {
    duringError = error;
  }
  writeFileSync(untilFile, '');
  const code = await exited;
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`answer driver exited with ${code}`);
  return { result: JSON.parse(out) as DriverResult, duringError };
}

/** Every question of the driven attempts, from the database: acknowledged selections must be there. */
export async function checkAnswersStored(
  url: string,
  result: DriverResult,
): Promise<{ checked: number; problems: string[] }> {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  try {
    const ids = Object.keys(result.ledger).map(Number);
    const rows = await database.db
      .select({
        attemptId: attemptQuestions.attemptId,
        questionId: attemptQuestions.questionId,
        selected: attemptQuestions.selectedChoiceIds,
      })
      .from(attemptQuestions)
      .where(and(inArray(attemptQuestions.attemptId, ids)));
    const stored = new Map(
      rows.map((r) => [`${r.attemptId}/${r.questionId}`, JSON.stringify(r.selected ?? [])]),
    );
    const problems: string[] = [];
    let checked = 0;
    for (const [attemptId, slots] of Object.entries(result.ledger)) {
      for (const [questionId, slot] of Object.entries(slots)) {
        if (!slot.acked) continue;
        checked++;
        const actual = stored.get(`${attemptId}/${questionId}`);
        const allowed = [slot.acked, slot.pending].filter(Boolean).map((s) => JSON.stringify(s));
        if (!actual || !allowed.includes(actual))
          problems.push(
            `attempt ${attemptId} question ${questionId}: stored ${actual}, acknowledged ${allowed.join(' or ')}`,
          );
      }
    }
    return { checked, problems };
  } finally {
    await database.close();
  }
}
