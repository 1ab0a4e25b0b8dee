// Checks that a test's French is complete and really French: every field present, the same number of questions
// and choices as the English, no text left in English (only a choice that is pure code may stay as it is), every
// technical term of the English kept verbatim (config keys, class names, constants), and
// one typography throughout: a narrow no-break space before ; ? ! and a no-break space before : and inside « »,
// never an ordinary space or none.
import type { SeedTest } from './types';

/**
 * A choice that is code rather than prose reads the same in both languages: a single token (`acks=all`,
 * `orders-value`, `NotEnoughReplicasException`, `42`), ksqlDB keywords (`EMIT FINAL`) or a ksqlDB statement /
 * DSL chain.
 */
export function isCodeOnly(english: string): boolean {
  return (
    !/\s/.test(english.trim()) || /^(SELECT|CREATE) |^stream\./.test(english) || /^[A-Z ]+$/.test(english)
  );
}

/** Config keys and settings (`min.insync.replicas`, `acks=all`), class names (`KafkaProducer`), constants (`ISR`). */
const TERM =
  /[A-Za-z_][\w-]*(?:[._][A-Za-z_][\w-]*)+(?:=[\w.,-]+)?|\b[a-z]+=[\w.-]+|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+(?:\(\))?|\b[A-Z_]{3,}\b/g;

/** The technical terms of an English text, which its French must keep as they are. */
export function technicalTerms(english: string): string[] {
  return [...new Set((english.match(TERM) ?? []).map((term) => term.replace(/[.,]+$/, '')))];
}

const LOOSE_SPACE = / [:;?!»]|« /;
const WRONG_SPACE = /\u00a0[;?!]|\u202f:/;
const NO_SPACE = /[\p{L}\d)»][?!](?=\s|$)/u;

function fieldProblems(
  where: string,
  english: string,
  french: string | undefined,
  mayEqual = false,
): string[] {
  if (french === undefined || !french.trim()) return [`${where}: no French`];
  const problems: string[] = [];
  if (french.trim() === english.trim() && !mayEqual) problems.push(`${where}: French equals the English`);
  const loose = LOOSE_SPACE.exec(french);
  if (loose) problems.push(`${where}: ordinary space in "${loose[0]}", use a no-break space`);
  if (WRONG_SPACE.test(french))
    problems.push(`${where}: narrow no-break space before ; ? !, no-break before :`);
  if (NO_SPACE.test(french)) problems.push(`${where}: no space before ? or !`);
  for (const term of technicalTerms(english))
    if (!french.includes(term)) problems.push(`${where}: "${term}" must stay verbatim`);
  return problems;
}

/** What is missing or wrong in a test's French, if anything. */
export function translationProblems(test: SeedTest): string[] {
  const fr = test.fr;
  if (!fr) return ['no French'];
  const problems = [
    ...fieldProblems('title', test.title, fr.title),
    ...fieldProblems('description', test.description, fr.description),
  ];
  if (fr.questions.length !== test.questions.length)
    problems.push(`${fr.questions.length} French questions for ${test.questions.length} English ones`);
  test.questions.forEach((question, index) => {
    const where = `question ${index + 1}`;
    const french = fr.questions[index];
    if (!french) return;
    problems.push(
      ...fieldProblems(`${where} text`, question.text, french.text),
      ...fieldProblems(`${where} explanation`, question.explanation, french.explanation),
    );
    if (french.choices.length !== question.choices.length)
      problems.push(`${where}: ${french.choices.length} French choices for ${question.choices.length}`);
    question.choices.forEach((choice, choiceIndex) =>
      problems.push(
        ...fieldProblems(
          `${where} choice ${choiceIndex + 1}`,
          choice.text,
          french.choices[choiceIndex],
          isCodeOnly(choice.text),
        ),
      ),
    );
  });
  return problems;
}
