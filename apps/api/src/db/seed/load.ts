// The practice tests come from the question bank: content/tests/<slug>.yaml lists each test's questions, which are
// content/questions/<area>/<id>.yaml (src/bank/records.ts finds the folder; the api build copies it to dist/).
import { bankSeedTests } from '../../bank/seed-tests';
import { questionType } from './seed';
import { translationProblems } from './translations';
import { DOMAINS, type SeedQuestion, type SeedTest } from './types';

/** Seeded first, in this order, so ids stay stable: 1 is the free test. */
const PREFERRED_ORDER = ['kafka-fundamentals', 'ccdak', 'streams'];

const repeats = (texts: readonly string[]) => new Set(texts).size !== texts.length;

/** What the item type needs: options with a key; 3 to 6 distinct steps; 3 to 6 pairs with distinct targets. */
function itemProblems(question: SeedQuestion): string[] {
  const type = questionType(question);
  const problems: string[] = [];
  if (type === 'single' || type === 'multiple') {
    const keys = question.choices.filter((c) => c.correct).length;
    if (question.choices.length < 2 || question.choices.length > 6) problems.push('needs 2 to 6 choices');
    if (keys === 0) problems.push('no correct choice');
    else if (type === 'single' && keys !== 1) problems.push('a single-answer item has exactly one key');
    else if (type === 'multiple' && keys < 2) problems.push('a multiple-answer item has two keys or more');
    return problems;
  }
  if (question.choices.length > 0) problems.push(`a ${type} item has no choices`);
  if (type === 'ordering') {
    const steps = question.steps ?? [];
    if (steps.length < 3 || steps.length > 6) problems.push('needs 3 to 6 steps');
    if (repeats(steps)) problems.push('two steps read the same');
    return problems;
  }
  const pairs = question.pairs ?? [];
  if (pairs.length < 3 || pairs.length > 6) problems.push('needs 3 to 6 pairs');
  if (repeats(pairs.map((p) => p.item))) problems.push('two items read the same');
  if (repeats([...pairs.map((p) => p.target), ...(question.extraTargets ?? [])]))
    problems.push('two targets read the same');
  return problems;
}

/** What is wrong with a test, if anything: a broken test is skipped rather than served. */
export function seedTestProblems(test: SeedTest): string[] {
  const problems: string[] = [];
  if (test.timeLimit <= 0) problems.push('timeLimit must be positive');
  if (test.passingScore < 0 || test.passingScore > 100) problems.push('passingScore must be 0 to 100');
  if (test.isFree !== (test.price === 0)) problems.push('a free test has price 0 and only a free one');
  if (test.questions.length === 0) problems.push('no questions');
  test.questions.forEach((question, index) => {
    const where = `question ${index + 1}`;
    if (!DOMAINS.includes(question.domain)) problems.push(`${where}: unknown domain ${question.domain}`);
    problems.push(...itemProblems(question).map((problem) => `${where}: ${problem}`));
    if (!question.text.trim() || !question.explanation.trim())
      problems.push(`${where}: text and explanation needed`);
  });
  return problems;
}

function preferredRank(slug: string): number {
  const found = PREFERRED_ORDER.findIndex((prefix) => slug.startsWith(prefix));
  return found === -1 ? PREFERRED_ORDER.length : found;
}

/** The bank's tests that can be seeded, the free test first (PREFERRED_ORDER); synchronous for the browser suites. */
export function loadSeedTestsSync(log: (line: string) => void = console.warn): SeedTest[] {
  const valid = bankSeedTests(undefined, log).filter((test) => {
    const problems = seedTestProblems(test);
    if (problems.length) log(`seed: skipped ${test.slug}: ${problems.join('; ')}`);
    // Incomplete French is seeded all the same: every text it lacks is served in English.
    const french = test.fr ? translationProblems(test) : [];
    if (french.length) log(`seed: ${test.slug} French, English served instead: ${french.join('; ')}`);
    return problems.length === 0;
  });
  return valid.sort((a, b) => preferredRank(a.slug) - preferredRank(b.slug) || a.slug.localeCompare(b.slug));
}

export async function loadSeedTests(log: (line: string) => void = console.warn): Promise<SeedTest[]> {
  return loadSeedTestsSync(log);
}
