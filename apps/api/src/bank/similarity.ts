// Near-duplicate measure of the content check: TF-IDF weighted cosine similarity of an item's English "fact" —
// its stem followed by its key (the correct choices; a matching item's pairs; an ordering item's steps).
// Tokens: lower-cased words and config names (dots, dashes and underscores kept inside a token), without a short
// list of function words; weight (1 + ln tf) × ln(N / df), document frequencies over the whole bank, so that
// what two items share counts by how rare it is in the bank (`min.insync.replicas` more than `producer`).
import type { QuestionRecord } from './records';

const STOP = new Set(
  (
    'a an the of to in on is are be for and or with which what when that this it its by as at from does do how ' +
    'each one two three your you has have not no if than then their into'
  ).split(' '),
);

export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9._-]+/)
    .map((word) => word.replace(/^[._-]+|[._-]+$/g, ''))
    .filter((word) => word && !STOP.has(word));
}

/** The English text the measure compares: stem + key. */
export function factText(q: QuestionRecord): string {
  const key =
    q.type === 'matching'
      ? (q.pairs ?? []).map((p) => `${p.item.en} ${p.target.en}`)
      : q.type === 'ordering'
        ? (q.steps ?? []).map((s) => s.en)
        : (q.choices ?? []).filter((c) => c.correct).map((c) => c.en);
  return `${q.en.stem} ${key.join(' ')}`;
}

export interface SimilarPair {
  a: string;
  b: string;
  score: number;
}

type Vector = Map<string, number>;

/** Builds the measure over a corpus of texts (the document frequencies), then compares any two of them. */
export function tfidfCosine(texts: string[]): (i: number, j: number) => number {
  const docs = texts.map(tokens);
  const df = new Map<string, number>();
  for (const doc of docs) for (const t of new Set(doc)) df.set(t, (df.get(t) ?? 0) + 1);
  const vectors: Vector[] = docs.map((doc) => {
    const tf = new Map<string, number>();
    for (const t of doc) tf.set(t, (tf.get(t) ?? 0) + 1);
    const v: Vector = new Map();
    for (const [t, n] of tf) v.set(t, (1 + Math.log(n)) * Math.log(docs.length / (df.get(t) ?? 1)));
    return v;
  });
  const norms = vectors.map((v) => Math.sqrt([...v.values()].reduce((s, w) => s + w * w, 0)) || 1);
  return (i, j) => {
    let dot = 0;
    for (const [t, w] of vectors[i]!) dot += w * (vectors[j]!.get(t) ?? 0);
    return dot / (norms[i]! * norms[j]!);
  };
}

/** Every pair of questions, most similar first. */
export function similarPairs(questions: QuestionRecord[]): SimilarPair[] {
  const similarity = tfidfCosine(questions.map(factText));
  const pairs: SimilarPair[] = [];
  for (let i = 0; i < questions.length; i++)
    for (let j = i + 1; j < questions.length; j++) {
      const [a, b] = [questions[i]!.id, questions[j]!.id].sort() as [string, string];
      pairs.push({ a, b, score: similarity(i, j) });
    }
  return pairs.sort((x, y) => y.score - x.score);
}
