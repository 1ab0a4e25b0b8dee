// The maths behind the progress page: domain windows, the readiness range and the study streak. Pure functions
// over plain data, so the method in docs/readiness.md can be checked with fixed numbers.
import { DOMAINS } from '../db/seed/types';

/** Each domain's accuracy rests on its latest answers, this many at most. */
export const RECENT_ANSWERS_PER_DOMAIN = 20;
/** Below this many answers (all domain windows together) there is no estimate. */
export const MINIMUM_ANSWERS = 20;
/** Pseudo-answers at the learner's overall accuracy added to each domain, so one lucky answer is no 100%. */
export const PRIOR_WEIGHT = 2;
/** z for a two-sided 80% interval. */
export const Z_80 = 1.2816;

/** One answer to one question: newest first when given to `domainWindows`. */
export interface Answer {
  domain: string;
  correct: boolean;
}

export interface DomainWindow {
  domain: string;
  /** Questions of the domain in the test: the weight of the domain in an exam drawn from the pool. */
  poolSize: number;
  answered: number;
  correct: number;
}

/** Each pool domain with its latest `perDomain` answers counted; `answers` must be newest first. */
export function domainWindows(
  pool: ReadonlyMap<string, number>,
  answers: readonly Answer[],
  perDomain = RECENT_ANSWERS_PER_DOMAIN,
): DomainWindow[] {
  const windows = new Map<string, DomainWindow>();
  for (const [domain, poolSize] of pool) windows.set(domain, { domain, poolSize, answered: 0, correct: 0 });
  for (const answer of answers) {
    const window = windows.get(answer.domain);
    if (!window || window.answered >= perDomain) continue;
    window.answered += 1;
    if (answer.correct) window.correct += 1;
  }
  const order = (d: string) => {
    const i = (DOMAINS as readonly string[]).indexOf(d);
    return i < 0 ? DOMAINS.length : i;
  };
  return [...windows.values()].sort((a, b) => order(a.domain) - order(b.domain));
}

/** Whole percent, or null without an answer. */
export function accuracy(window: Pick<DomainWindow, 'answered' | 'correct'>): number | null {
  return window.answered === 0 ? null : Math.round((window.correct * 100) / window.answered);
}

export type ReadinessEstimate =
  | { status: 'not_enough_data'; answersUsed: number }
  | { status: 'estimated'; answersUsed: number; estimate: number; low: number; high: number };

/**
 * The expected exam score, weighting each domain by its share of the pool, with an 80% range from the
 * binomial variance of each domain's accuracy. Each domain's accuracy is pulled toward the overall accuracy by
 * PRIOR_WEIGHT pseudo-answers; a domain without answers takes the overall accuracy and the widest spread.
 */
export function estimateReadiness(
  windows: readonly DomainWindow[],
  minimumAnswers = MINIMUM_ANSWERS,
): ReadinessEstimate {
  const answersUsed = windows.reduce((sum, w) => sum + w.answered, 0);
  const poolTotal = windows.reduce((sum, w) => sum + w.poolSize, 0);
  if (answersUsed < minimumAnswers || poolTotal === 0) return { status: 'not_enough_data', answersUsed };
  const overall = windows.reduce((sum, w) => sum + w.correct, 0) / answersUsed;
  let mean = 0;
  let variance = 0;
  for (const w of windows) {
    const weight = w.poolSize / poolTotal;
    const p = (w.correct + PRIOR_WEIGHT * overall) / (w.answered + PRIOR_WEIGHT);
    mean += weight * p;
    variance += (weight * weight * p * (1 - p)) / (w.answered + PRIOR_WEIGHT);
  }
  const spread = Z_80 * Math.sqrt(variance);
  const percent = (x: number) => Math.min(100, Math.max(0, x * 100));
  return {
    status: 'estimated',
    answersUsed,
    estimate: Math.round(percent(mean)),
    low: Math.floor(percent(mean - spread)),
    high: Math.ceil(percent(mean + spread)),
  };
}

/** Up to three answered domains, lowest accuracy first; ties go to the domain with more answers. */
export function weakestDomains<W extends DomainWindow>(windows: readonly W[], count = 3): W[] {
  return windows
    .filter((w) => w.answered > 0)
    .map((w, index) => ({ w, index, rate: w.correct / w.answered }))
    .sort((a, b) => a.rate - b.rate || b.w.answered - a.w.answered || a.index - b.index)
    .slice(0, count)
    .map(({ w }) => w);
}

export interface Streak {
  currentDays: number;
  longestDays: number;
  studiedToday: boolean;
  /** YYYY-MM-DD (UTC), null without a study day. */
  lastStudyDay: string | null;
}

const DAY_MS = 86_400_000;
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/** Streaks over UTC calendar days: a streak still counts when its last day is yesterday. */
export function studyStreak(activity: readonly Date[], now: Date): Streak {
  const days = [...new Set(activity.map(utcDay))].sort((a, b) => a - b);
  let longest = 0;
  let run = 0;
  for (let i = 0; i < days.length; i += 1) {
    run = i > 0 && days[i] === (days[i - 1] ?? 0) + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const today = utcDay(now);
  const last = days.at(-1);
  const alive = last !== undefined && (last === today || last === today - 1);
  return {
    currentDays: alive ? run : 0,
    longestDays: longest,
    studiedToday: last === today,
    lastStudyDay: last === undefined ? null : new Date(last * DAY_MS).toISOString().slice(0, 10),
  };
}
