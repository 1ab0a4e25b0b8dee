// Finds the practice tests in ./tests. The content files arrive one by one, so any file may be missing; every
// exported value that looks like a SeedTest is taken, whatever its name.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { translationProblems } from './translations';
import { DOMAINS, type SeedTest } from './types';

const testsDir = fileURLToPath(new URL('./tests', import.meta.url));
/** Seeded first, in this order, so ids stay stable: 1 is the free test. */
const PREFERRED_ORDER = ['kafka-fundamentals', 'ccdak', 'streams'];

function looksLikeSeedTest(value: unknown): value is SeedTest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SeedTest).slug === 'string' &&
    Array.isArray((value as SeedTest).questions)
  );
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
    if (question.choices.length < 2 || question.choices.length > 6)
      problems.push(`${where}: needs 2 to 6 choices`);
    if (!question.choices.some((c) => c.correct)) problems.push(`${where}: no correct choice`);
    if (!question.text.trim() || !question.explanation.trim())
      problems.push(`${where}: text and explanation needed`);
  });
  return problems;
}

function preferredRank(slug: string): number {
  const found = PREFERRED_ORDER.findIndex((prefix) => slug.startsWith(prefix));
  return found === -1 ? PREFERRED_ORDER.length : found;
}

export async function loadSeedTests(log: (line: string) => void = console.warn): Promise<SeedTest[]> {
  let files: string[];
  try {
    files = readdirSync(testsDir).filter((f) => /\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'));
  } catch {
    return [];
  }
  const found = new Map<string, SeedTest>();
  for (const file of files.sort()) {
    try {
      const module = (await import(pathToFileURL(join(testsDir, file)).href)) as Record<string, unknown>;
      for (const value of Object.values(module)) if (looksLikeSeedTest(value)) found.set(value.slug, value);
    } catch (error) {
      log(`seed: skipped ${file}: ${(error as Error).message}`);
    }
  }
  const valid = [...found.values()].filter((test) => {
    const problems = seedTestProblems(test);
    if (problems.length) log(`seed: skipped ${test.slug}: ${problems.join('; ')}`);
    // Incomplete French is seeded all the same: every text it lacks is served in English.
    const french = test.fr ? translationProblems(test) : [];
    if (french.length) log(`seed: ${test.slug} French, English served instead: ${french.join('; ')}`);
    return problems.length === 0;
  });
  return valid.sort((a, b) => preferredRank(a.slug) - preferredRank(b.slug) || a.slug.localeCompare(b.slug));
}
