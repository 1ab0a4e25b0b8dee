// The bank's tests as the SeedTest objects the seed takes: English fields, the French beside them (`fr`), question
// by question in the test's order, and the references with their French titles.
import type { Domain, SeedQuestion, SeedQuestionFr, SeedTest } from '../db/seed/types';
import { readBank, type Bank, type Bilingual, type QuestionRecord, type TestRecord } from './records';

const en = (text: Bilingual) => text.en.trim();
const fr = (text: Bilingual) => text.fr.trim();

export function seedQuestion(record: QuestionRecord): SeedQuestion {
  const question: SeedQuestion = {
    id: record.id,
    type: record.type,
    difficulty: record.difficulty,
    domain: record.domain as Domain,
    text: record.en.stem.trim(),
    choices: (record.choices ?? []).map((choice) => ({ text: en(choice), correct: choice.correct })),
    explanation: record.en.explanation.trim(),
    references: record.references.map((ref) => ({ title: ref.title, url: ref.url })),
  };
  if (record.scope) question.scope = record.scope;
  if (record.pairs) question.pairs = record.pairs.map((p) => ({ item: en(p.item), target: en(p.target) }));
  if (record.extra_targets) question.extraTargets = record.extra_targets.map(en);
  if (record.steps) question.steps = record.steps.map(en);
  return question;
}

export function seedQuestionFr(record: QuestionRecord): SeedQuestionFr {
  const question: SeedQuestionFr = {
    text: record.fr.stem.trim(),
    choices: (record.choices ?? []).map(fr),
    explanation: record.fr.explanation.trim(),
    references: record.references.map((ref) => ref.title_fr ?? ref.title),
  };
  if (record.pairs) question.pairs = record.pairs.map((p) => ({ item: fr(p.item), target: fr(p.target) }));
  if (record.extra_targets) question.extraTargets = record.extra_targets.map(fr);
  if (record.steps) question.steps = record.steps.map(fr);
  return question;
}

export function seedTest(test: TestRecord, questions: QuestionRecord[]): SeedTest {
  return {
    slug: test.slug,
    title: test.en.title.trim(),
    description: test.en.description.trim(),
    timeLimit: test.minutes * 60,
    passingScore: test.passing_score,
    isFree: test.free,
    price: test.price,
    currency: 'USD',
    questions: questions.map(seedQuestion),
    fr: {
      title: test.fr.title.trim(),
      description: test.fr.description.trim(),
      questions: questions.map(seedQuestionFr),
    },
  };
}

/**
 * Every test of the bank as a SeedTest, in file order; a question id the bank lacks is left out of its test
 * (and logged: the content check fails on it, the server still starts).
 */
export function bankSeedTests(
  bank: Bank = readBank(),
  log: (line: string) => void = console.warn,
): SeedTest[] {
  const byId = new Map(bank.questions.map(({ record }) => [record?.id, record]));
  for (const { file, message } of bank.unreadable) log(`seed: skipped ${file}: ${message}`);
  return bank.tests.flatMap(({ file, record: test }) => {
    if (!test || typeof test.slug !== 'string' || !Array.isArray(test.questions)) {
      log(`seed: skipped ${file}: not a test record`);
      return [];
    }
    const missing = test.questions.filter((id) => !byId.has(id));
    if (missing.length) log(`seed: ${test.slug} lists unknown questions, left out: ${missing.join(', ')}`);
    const questions = test.questions.flatMap((id) => byId.get(id) ?? []);
    try {
      return [seedTest(test, questions)];
    } catch (error) {
      log(`seed: skipped ${file}: ${(error as Error).message}`);
      return [];
    }
  });
}
