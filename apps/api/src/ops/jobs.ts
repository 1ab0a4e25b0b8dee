// Periodic work that must run once per interval across every instance (housekeeping): each instance ticks, and a
// tick runs the job only if it wins the job's lease, one UPDATE that moves `next_run` past now. One statement in
// its own transaction: safe through a transaction-mode pooler, and an instance that dies mid-run leaves nothing
// held (the next interval runs again).
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The lease table is made in code, beside the migrations and under their lock (db/client.ts `migrate`). */
export const CREATE_JOB_LEASES = sql`
  CREATE TABLE IF NOT EXISTS job_leases (
    name text PRIMARY KEY,
    next_run timestamptz NOT NULL,
    last_run timestamptz,
    runs integer NOT NULL DEFAULT 0
  )`;

export async function ensureJobLeases(db: Db): Promise<void> {
  await db.execute(CREATE_JOB_LEASES);
}

/**
 * Claims this interval's run of `name`: true for exactly one caller per interval, whichever instance asks
 * first; the row is created on the first claim.
 */
export async function claimJobRun(db: Db, name: string, intervalMs: number, now: Date): Promise<boolean> {
  const next = new Date(now.getTime() + intervalMs).toISOString();
  const at = now.toISOString();
  const result = (await db.execute(sql`
    INSERT INTO job_leases AS l (name, next_run, last_run, runs) VALUES (${name}, ${next}, ${at}, 1)
    ON CONFLICT (name) DO UPDATE SET next_run = excluded.next_run, last_run = excluded.last_run, runs = l.runs + 1
      WHERE l.next_run <= ${at}
    RETURNING name`)) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

export interface PeriodicJob {
  /** Runs one tick now (claims, then runs if it won); resolves with whether it ran. */
  tick(): Promise<boolean>;
  stop(): void;
}

/**
 * Ticks every `checkMs` (a fraction of the interval, so a run is at most that late after the instance that
 * last ran it stops) and runs `run` when this instance wins the interval.
 */
export function schedulePeriodicJob(options: {
  db: Db;
  name: string;
  intervalMs: number;
  checkMs?: number;
  now?: () => Date;
  run: () => Promise<void>;
  onError?: (error: unknown) => void;
}): PeriodicJob {
  const { db, name, intervalMs, run } = options;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? ((error) => console.error(`job ${name}:`, error));
  let running: Promise<boolean> | undefined;
  const tick = async () => {
    if (running) return running;
    running = (async () => {
      if (!(await claimJobRun(db, name, intervalMs, now()))) return false;
      await run();
      return true;
    })();
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  const timer = setInterval(
    () => void tick().catch(onError),
    options.checkMs ?? Math.max(1000, Math.floor(intervalMs / 12)),
  );
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
