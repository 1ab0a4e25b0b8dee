// The per-attempt order of questions and choices. It is derived from one stored seed (attempts.order_seed), so
// an attempt shows the same order after a reload, a restart and in its review, and two attempts differ.
import { randomInt } from 'node:crypto';

/** A fresh seed for a new attempt: any positive 31-bit integer. */
export function newOrderSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

/** mulberry32: small, fast and good enough to deal cards; the same seed always gives the same sequence. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher–Yates shuffle of a copy of `items`, driven by `seed`. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const next = random(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The choices of one question in the attempt's order, renumbered 1..n as `position` (the letters follow it).
 * Each question mixes the attempt's seed with its own id, so questions of one attempt are shuffled
 * independently. A null seed keeps the seed's order.
 */
export function orderChoices<C extends { id: number; position: number }>(
  choices: readonly C[],
  questionId: number,
  seed: number | null,
): C[] {
  const bySeedOrder = [...choices].sort((a, b) => a.position - b.position);
  if (seed === null) return bySeedOrder;
  const mixed = (Math.imul(seed, 0x9e3779b1) ^ Math.imul(questionId, 0x85ebca77)) >>> 0;
  return shuffled(bySeedOrder, mixed).map((choice, index) => ({ ...choice, position: index + 1 }));
}

/** Salts so the items and the targets of one matching question are not dealt the same permutation. */
const KIND_SALT = { option: 0, item: 0, step: 0x2545f491, target: 0x3c6ef372 } as const;

/**
 * Every choice of one question in the attempt's order, each kind (option, item, target, step) numbered 1..n on
 * its own. Options and matching items follow `orderChoices` (a null seed keeps the seed order: TEST_FIXED_ORDER).
 * Steps and targets are shuffled even without a seed (then per question): the order they are shown in must
 * never be the key.
 */
export function orderQuestionChoices<
  C extends { id: number; position: number; kind: keyof typeof KIND_SALT },
>(choices: readonly C[], questionId: number, seed: number | null): C[] {
  const out: C[] = [];
  for (const kind of ['option', 'item', 'step', 'target'] as const) {
    const group = choices.filter((c) => c.kind === kind);
    if (group.length === 0) continue;
    const alwaysShuffled = kind === 'step' || kind === 'target';
    const kindSeed = seed === null ? (alwaysShuffled ? 0 : null) : (seed ^ KIND_SALT[kind]) >>> 0;
    const ordered = orderChoices(group, questionId, kindSeed);
    out.push(...(kindSeed === null ? ordered.map((c, i) => ({ ...c, position: i + 1 })) : ordered));
  }
  return out;
}
