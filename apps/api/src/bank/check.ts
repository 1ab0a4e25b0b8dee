// The content check (`npm run content:check`, a step of `npm test`): every rule the bank must hold to, with a
// message naming the file and what to fix. docs/question-bank.md lists the rules and their thresholds.
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import YAML from 'yaml';
import { isCode, keptIn } from '../db/seed/translations';
import { readBlueprint, type Blueprint } from './blueprint';
import { AREA_FOLDERS, readBank, type Bilingual, type QuestionRecord, type TestRecord } from './records';
import { similarPairs, type SimilarPair } from './similarity';

/** Near-duplicate threshold: TF-IDF cosine of stem + key (similarity.ts); tuned in docs/question-bank.md. */
export const NEAR_DUPLICATE = 0.4;
/** The key may be the strictly longest choice in at most this share of single-answer items. */
export const LONGEST_KEY_MAX = 0.3;
/** At least this share of the bank is matching or ordering. */
export const INTERACTIVE_MIN = 0.1;

const NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const NOMBRES: Record<string, number> = { deux: 2, trois: 3, quatre: 4, cinq: 5 };

/**
 * Kafka names a French text must keep verbatim: config names and dotted identifiers (`min.insync.replicas`,
 * `org.apache.kafka…`), CLI flags (`--bootstrap-server`), class and method names (`KafkaProducer`,
 * `commitSync()`, `ksqlDB`), constants (`NOT_ENOUGH_REPLICAS`). Text inside URLs is ignored.
 */
const KAFKA_TERM =
  /(?<![\w.-])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w-])|(?<![\w-])--[a-z][a-z0-9-]*|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b|\b[a-z]+(?:[A-Z][a-z0-9]*)+\b|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g;

/** Units, which French writes its own way (Mio, Gio). */
const NOT_A_NAME = /^[KMGT]iB$/;

/** Where a reference may point: primary sources a learner can open (docs, KIPs, source, issues). */
export const REFERENCE_SOURCES = [
  /^https:\/\/kafka\.apache\.org\/(documentation|\d+|protocol)\b/,
  /^https:\/\/cwiki\.apache\.org\/confluence\/display\/KAFKA\/KIP-\d+/,
  /^https:\/\/issues\.apache\.org\/jira\/browse\/KAFKA-\d+$/,
  /^https:\/\/github\.com\/(apache\/kafka|confluentinc|testcontainers)\//,
  /^https:\/\/docs\.confluent\.io\//,
  /^https:\/\/avro\.apache\.org\/docs\//,
  /^https:\/\/java\.testcontainers\.org\//,
];

export function kafkaTerms(english: string): string[] {
  const text = english.replace(/https?:\/\/\S+/g, ' ');
  const terms: string[] = [];
  for (const match of text.matchAll(KAFKA_TERM)) {
    const term = match[0];
    // `host:mappedPort`: a placeholder, which the French may translate.
    if (NOT_A_NAME.test(term) || (/^[a-z]/.test(term) && text[match.index - 1] === ':')) continue;
    terms.push(term);
  }
  return [...new Set(terms)];
}

export interface CheckResult {
  errors: string[];
  warnings: string[];
  report: string;
}

interface AllowEntry {
  pair: [string, string];
  reason: string;
}

function readYaml<T>(path: string, fallback: T): T {
  return existsSync(path) ? ((YAML.parse(readFileSync(path, 'utf8')) as T | null) ?? fallback) : fallback;
}

const schemaValidator = (dir: string, name: string) => {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  return ajv.compile(JSON.parse(readFileSync(join(dir, 'schema', name), 'utf8')));
};

/** French problems of one field: missing, identical to the English (unless code), Kafka names lost. */
function frenchProblems(where: string, english: string, french: string, mayEqual: boolean): string[] {
  if (typeof french !== 'string' || !french.trim()) return [`${where}: French missing`];
  const problems: string[] = [];
  if (french.trim() === english.trim() && !mayEqual) problems.push(`${where}: French is the English text`);
  const lost = kafkaTerms(english).filter((term) => !keptIn(french, term));
  if (lost.length) problems.push(`${where}: Kafka names lost in the French: ${lost.join(', ')}`);
  if (/ [;?!»]|« /.test(french.replace(/https?:\/\/\S+/g, '')))
    problems.push(
      `${where}: French typography: a narrow no-break space (U+202F) before ; ? ! and inside « »`,
    );
  return problems;
}

/** Every problem of one question record; `file` is its path under content/. */
export function questionProblems(file: string, q: QuestionRecord): string[] {
  const problems: string[] = [];
  const at = (message: string) => problems.push(`${file}: ${message}`);
  if (basename(file, '.yaml') !== q.id) at(`file name must be the id (${q.id}.yaml)`);
  const folder = AREA_FOLDERS[q.domain];
  if (folder && basename(dirname(file)) !== folder)
    at(`a ${q.domain} question belongs in questions/${folder}/`);
  const fields: [string, string, string, boolean][] = [
    ['stem', q.en.stem, q.fr.stem, false],
    ['explanation', q.en.explanation, q.fr.explanation, false],
  ];
  const pair = (where: string, text: Bilingual) => fields.push([where, text.en, text.fr, isCode(text.en)]);
  (q.choices ?? []).forEach((c, i) => pair(`choice ${i + 1}`, c));
  (q.pairs ?? []).forEach((p, i) => {
    pair(`pair ${i + 1} item`, p.item);
    pair(`pair ${i + 1} target`, p.target);
  });
  (q.extra_targets ?? []).forEach((t, i) => pair(`extra target ${i + 1}`, t));
  (q.steps ?? []).forEach((s, i) => pair(`step ${i + 1}`, s));
  for (const [where, en, fr, mayEqual] of fields) frenchProblems(where, en, fr, mayEqual).forEach(at);

  for (const ref of q.references)
    if (!REFERENCE_SOURCES.some((source) => source.test(ref.url)))
      at(`reference ${ref.url} is not a primary source (REFERENCE_SOURCES in src/bank/check.ts)`);
  const keys = (q.choices ?? []).filter((c) => c.correct).length;
  const choose = /\(Choose (\w+)\.\)\s*$/.exec(q.en.stem);
  const choisissez = /\(Choisissez (\w+) réponses\.\)\s*$/.exec(q.fr.stem);
  if (q.type === 'single') {
    if (keys !== 1) at(`a single-answer item needs exactly one key, it has ${keys}`);
    if (choose || choisissez) at('a single-answer item must not say "(Choose N.)"');
  }
  if (q.type === 'multiple') {
    if (keys < 2) at(`a multiple-answer item needs two keys or more, it has ${keys}`);
    if (!choose || NUMBERS[choose[1]!] !== keys)
      at(
        `the English stem must end "(Choose ${Object.keys(NUMBERS)[keys - 2] ?? keys}.)" for its ${keys} keys`,
      );
    if (!choisissez || NOMBRES[choisissez[1]!] !== keys)
      at(
        `the French stem must end "(Choisissez ${Object.keys(NOMBRES)[keys - 2] ?? keys} réponses.)" for its ${keys} keys`,
      );
  }
  const repeats = (texts: string[]) => new Set(texts).size !== texts.length;
  if (q.choices && repeats(q.choices.map((c) => c.en))) at('two choices read the same');
  if (q.pairs && repeats(q.pairs.map((p) => p.item.en))) at('two matching items read the same');
  if (q.pairs && repeats([...q.pairs.map((p) => p.target.en), ...(q.extra_targets ?? []).map((t) => t.en)]))
    at('two matching targets read the same');
  if (q.steps && repeats(q.steps.map((s) => s.en))) at('two steps read the same');
  return problems;
}

/** Is the key strictly longer (English characters) than every other choice? */
export function keyIsLongest(q: QuestionRecord): boolean {
  const choices = q.choices ?? [];
  const key = choices.find((c) => c.correct);
  return !!key && choices.every((c) => c === key || c.en.trim().length < key.en.trim().length);
}

function table(rows: (string | number)[][]): string {
  const [head, ...body] = rows;
  return [
    `| ${head!.join(' | ')} |`,
    `| ${head!.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`,
    ...body.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

function testProblems(
  tests: { file: string; record: TestRecord }[],
  byId: Map<string, QuestionRecord>,
  invalidIds: Set<string>,
) {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const { file, record: test } of tests) {
    if (basename(file, '.yaml') !== test.slug) problems.push(`${file}: file name must be the slug`);
    if (test.free !== (test.price === 0))
      problems.push(`${file}: a free test costs 0 and only a free test does`);
    if ((test.kind === 'free') !== test.free) problems.push(`${file}: kind free ⇔ free: true`);
    for (const id of test.questions ?? []) {
      if (!byId.has(id) && !invalidIds.has(id))
        problems.push(`${file}: lists ${id}, which is not in the bank`);
      const first = owner.get(id);
      if (first) problems.push(`${file}: ${id} is already in ${first}; a question belongs to one test`);
      else owner.set(id, test.slug);
    }
  }
  for (const id of byId.keys())
    if (!owner.has(id)) problems.push(`${id}: in no test (run npm run content:assemble)`);
  return problems;
}

function mockProblems(tests: TestRecord[], byId: Map<string, QuestionRecord>, blueprint: Blueprint) {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const mock of tests.filter((t) => t.kind === 'mock')) {
    if (mock.questions.length !== blueprint.mock_size)
      errors.push(
        `tests/${mock.slug}.yaml: a mock has ${blueprint.mock_size} questions, not ${mock.questions.length}`,
      );
    if (mock.minutes !== blueprint.mock_minutes)
      errors.push(`tests/${mock.slug}.yaml: a mock lasts ${blueprint.mock_minutes} minutes`);
    for (const [area, quota] of Object.entries(blueprint.per_mock)) {
      const n = mock.questions.filter((id) => byId.get(id)?.domain === area).length;
      if (n !== quota)
        warnings.push(`tests/${mock.slug}.yaml: ${n} ${area} questions, the blueprint says ${quota}`);
    }
  }
  return { errors, warnings };
}

/** Runs every rule over the bank in `dir` (content/ by default). */
export function checkBank(dir?: string): CheckResult {
  const bank = readBank(dir);
  const errors: string[] = bank.unreadable.map(({ file, message }) => `${file}: not YAML: ${message}`);
  const warnings: string[] = [];
  const validQuestion = schemaValidator(bank.dir, 'question.schema.json');
  const validTest = schemaValidator(bank.dir, 'test.schema.json');
  const blueprint = readBlueprint(bank.dir);

  const questions: QuestionRecord[] = [];
  const byId = new Map<string, QuestionRecord>();
  /** Ids of records that fail the schema: known to the tests, so one fault is reported once. */
  const invalidIds = new Set<string>();
  for (const { file, record } of bank.questions) {
    if (!validQuestion(record)) {
      const id = (record as { id?: unknown } | null)?.id;
      if (typeof id === 'string') invalidIds.add(id);
      for (const e of validQuestion.errors ?? [])
        errors.push(
          `${file}: schema: ${e.instancePath || '/'} ${e.message}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as string[]).join(', ')})` : ''}`,
        );
      continue;
    }
    if (byId.has(record.id)) {
      errors.push(`${file}: duplicate id ${record.id}`);
      continue;
    }
    byId.set(record.id, record);
    questions.push(record);
    errors.push(...questionProblems(file, record));
  }
  const tests: { file: string; record: TestRecord }[] = [];
  for (const loaded of bank.tests) {
    if (!validTest(loaded.record)) {
      for (const e of validTest.errors ?? [])
        errors.push(`${loaded.file}: schema: ${e.instancePath || '/'} ${e.message}`);
      continue;
    }
    tests.push(loaded);
  }
  errors.push(...testProblems(tests, byId, invalidIds));
  const mocks = mockProblems(
    tests.map((t) => t.record),
    byId,
    blueprint,
  );
  errors.push(...mocks.errors);
  warnings.push(...mocks.warnings);

  // Near-duplicates.
  const allowed = readYaml<AllowEntry[]>(join(bank.dir, 'near-duplicates.yaml'), []);
  const allowKey = (a: string, b: string) => [a, b].sort().join(' ~ ');
  const allow = new Map(allowed.map((entry) => [allowKey(...entry.pair), entry]));
  for (const entry of allowed) {
    if (!entry.reason?.trim()) errors.push(`near-duplicates.yaml: ${allowKey(...entry.pair)} needs a reason`);
    for (const id of entry.pair)
      if (!byId.has(id)) warnings.push(`near-duplicates.yaml: ${id} is not in the bank`);
  }
  const pairs = similarPairs(questions);
  const near = pairs.filter((p) => p.score >= NEAR_DUPLICATE);
  for (const p of near)
    if (!allow.has(allowKey(p.a, p.b)))
      errors.push(
        `near-duplicate stems: ${p.a} ~ ${p.b} (similarity ${p.score.toFixed(2)} ≥ ${NEAR_DUPLICATE}): ` +
          'remove one, or list the pair in near-duplicates.yaml with the reason they test different facts',
      );
  const nearKeys = new Set(near.map((p) => allowKey(p.a, p.b)));
  for (const key of allow.keys())
    if (!nearKeys.has(key) && key.split(' ~ ').every((id) => byId.has(id)))
      warnings.push(`near-duplicates.yaml: ${key} is below the threshold now; the entry can go`);

  // Longest key.
  const singles = questions.filter((q) => q.type === 'single');
  const longest = singles.filter(keyIsLongest);
  const longestShare = singles.length ? longest.length / singles.length : 0;
  if (longestShare > LONGEST_KEY_MAX)
    errors.push(
      `the key is strictly the longest choice in ${longest.length} of ${singles.length} single-answer items ` +
        `(${(100 * longestShare).toFixed(1)}% > ${100 * LONGEST_KEY_MAX}%)`,
    );
  const interactive = questions.filter((q) => q.type === 'matching' || q.type === 'ordering').length;
  if (questions.length && interactive / questions.length < INTERACTIVE_MIN)
    errors.push(
      `matching + ordering items are ${interactive} of ${questions.length}, under ${100 * INTERACTIVE_MIN}%`,
    );

  return {
    errors,
    warnings,
    report: report(
      questions,
      tests.map((t) => t.record),
      blueprint,
      { longest: longest.length, singles: singles.length },
      pairs,
      allow.size,
    ),
  };
}

function report(
  questions: QuestionRecord[],
  tests: TestRecord[],
  blueprint: Blueprint,
  keys: { longest: number; singles: number },
  pairs: SimilarPair[],
  allowed: number,
): string {
  const types = ['single', 'multiple', 'matching', 'ordering'] as const;
  const areas = Object.keys(blueprint.per_mock);
  const byArea = areas.map((area) => {
    const list = questions.filter((q) => q.domain === area);
    return [area, ...types.map((t) => list.filter((q) => q.type === t).length), list.length];
  });
  const totals = [
    '**Total**',
    ...types.map((t) => questions.filter((q) => q.type === t).length),
    questions.length,
  ];
  const difficulty = ['easy', 'medium', 'hard'].map(
    (d) => `${d} ${questions.filter((q) => q.difficulty === d).length}`,
  );
  const byId = new Map(questions.map((q) => [q.id, q]));
  const order = { free: 0, mock: 1, topic: 2 };
  const testRows = [...tests]
    .sort((a, b) => order[a.kind] - order[b.kind] || a.slug.localeCompare(b.slug))
    .map((t) => {
      const listed = t.questions.map((id) => byId.get(id)).filter((q): q is QuestionRecord => !!q);
      const interactive = listed.filter((q) => q.type === 'matching' || q.type === 'ordering').length;
      return [
        t.slug,
        t.kind,
        t.questions.length,
        `${t.minutes} min`,
        ...areas.map((area) => listed.filter((q) => q.domain === area).length || '·'),
        interactive,
      ];
    });
  const short = (a: string) =>
    ({ 'Kafka Streams': 'Streams', 'Kafka Connect': 'Connect', 'Schema Registry': 'SR' })[a] ?? a;
  const share = keys.singles ? ((100 * keys.longest) / keys.singles).toFixed(1) : '0';
  return [
    `### Counts by area and type (${questions.length} questions)`,
    '',
    table([['Area', ...types, 'total'], ...byArea, totals]),
    '',
    `Difficulty: ${difficulty.join(', ')}. Matching + ordering: ${(totals[3] as number) + (totals[4] as number)} of ${questions.length} (${((100 * ((totals[3] as number) + (totals[4] as number))) / (questions.length || 1)).toFixed(1)}%).`,
    '',
    '### Tests',
    '',
    table([['Test', 'kind', 'questions', 'time', ...areas.map(short), 'match/order'], ...testRows]),
    '',
    `Key strictly the longest choice: ${keys.longest} of ${keys.singles} single-answer items (${share}%; limit ${100 * LONGEST_KEY_MAX}%).`,
    '',
    `Near-duplicates (TF-IDF cosine of stem + key, threshold ${NEAR_DUPLICATE}): ${pairs.filter((p) => p.score >= NEAR_DUPLICATE).length} pairs at or above it, ${allowed} allow-listed; the most similar pairs:`,
    '',
    ...pairs.slice(0, 5).map((p) => `- ${p.score.toFixed(3)} ${p.a} ~ ${p.b}`),
  ].join('\n');
}
