// Checks that a test's French is complete and really French: every field present, the same number of questions,
// choices, pairs and steps as the English, no text left in English (only a name or code may stay as it is), every
// technical term of the English kept verbatim (config keys, class names, constants), and
// one typography throughout: a narrow no-break space before ; ? ! and a no-break space (narrow or not) before :
// and inside « », never an ordinary space or none. The bank's content check (src/bank/check.ts) applies the same
// rules per question file.
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

/** English function words: a short text with one of them is prose, not a name. */
const PROSE_WORDS = new Set(
  'a an the only of to and or is are be by in on for with no not all none it its this that from as at'.split(
    ' ',
  ),
);

/**
 * A text that reads the same in both languages: a name of three words at most (`High watermark`, `JSON Schema`),
 * or code (a command line, a REST call, a statement, a DSL chain, a config listing or anything in backticks) with
 * no run of four prose words outside backticks.
 */
export function isCode(english: string): boolean {
  const text = english.trim();
  if (isCodeOnly(text)) return true;
  const words = text
    .replace(/\([^)]*\)/g, '')
    .trim()
    .split(/\s+/);
  if (words.length <= 3 && !words.some((word) => PROSE_WORDS.has(word.toLowerCase()))) return true;
  const starts =
    /^(`|(INSERT|SELECT|CREATE) |(GET|POST|PUT|DELETE|PATCH) \/|[\w-]+\.sh\s|--[a-z]|bin\/|[\w.]+\(|[\w.]+=\S)/.test(
      text,
    );
  const prose = /\b[a-z]{2,}(?:,? [a-z]{2,}){3}\b/.test(text.replace(/`[^`]*`/g, ' '));
  return starts && !prose;
}

/** Upper-case words an English stem uses for emphasis, not names. */
const EMPHASIS = new Set(['NOT', 'NEVER', 'ONLY', 'ALWAYS', 'BOTH']);

/** Config keys and settings (`min.insync.replicas`, `acks=all`), class names (`KafkaProducer`), constants (`ISR`). */
const TERM =
  /[A-Za-z_][\w-]*(?:[._][A-Za-z_][\w-]*)+(?:=[\w.,-]+)?|\b[a-z]+=[\w.-]+|[A-Z][a-z]+(?:[A-Z][a-z0-9]+)+(?:\(\))?|\b[A-Z_]{3,}\b/g;

/** The technical terms of an English text, which its French must keep as they are. */
export function technicalTerms(english: string): string[] {
  return [
    ...new Set(
      (english.match(TERM) ?? []).map((term) => term.replace(/[.,]+$/, '')).filter((t) => !EMPHASIS.has(t)),
    ),
  ];
}

/**
 * The French keeps a term: verbatim, in the singular (`GlobalKTables`), or as its parts where a class and its
 * method are named apart (`ConsumerRebalanceListener.onPartitionsLost`).
 */
export function keptIn(french: string, term: string): boolean {
  if (french.includes(term) || (term.endsWith('s') && french.includes(term.slice(0, -1)))) return true;
  const parts = term.split('.');
  return /^[A-Z]/.test(term) && parts.length > 1 && parts.every((part) => french.includes(part));
}

const LOOSE_SPACE = / [:;?!»]|« /;
const WRONG_SPACE = /\u00a0[;?!]/;
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
  if (WRONG_SPACE.test(french)) problems.push(`${where}: narrow no-break space before ; ? !`);
  if (NO_SPACE.test(french)) problems.push(`${where}: no space before ? or !`);
  for (const term of technicalTerms(english))
    if (!keptIn(french, term)) problems.push(`${where}: "${term}" must stay verbatim`);
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
          isCode(choice.text),
        ),
      ),
    );
    const parts = (name: string, en: string[], fr: string[] | undefined) => {
      if (!en.length) return;
      if (fr?.length !== en.length)
        problems.push(`${where}: ${fr?.length ?? 0} French ${name}s for ${en.length}`);
      en.forEach((text, i) =>
        problems.push(...fieldProblems(`${where} ${name} ${i + 1}`, text, fr?.[i], isCode(text))),
      );
    };
    parts(
      'item',
      (question.pairs ?? []).map((p) => p.item),
      french.pairs?.map((p) => p.item),
    );
    parts(
      'target',
      (question.pairs ?? []).map((p) => p.target),
      french.pairs?.map((p) => p.target),
    );
    parts('extra target', question.extraTargets ?? [], french.extraTargets);
    parts('step', question.steps ?? [], french.steps);
  });
  return problems;
}
