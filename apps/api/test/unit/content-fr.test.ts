import { describe, expect, it } from 'vitest';
import { loadSeedTests } from '../../src/db/seed/load';
import { isCodeOnly, technicalTerms, translationProblems } from '../../src/db/seed/translations';
import type { SeedTest } from '../../src/db/seed/types';

const shipped = await loadSeedTests();

describe('the French of the shipped practice tests', () => {
  it.each(shipped.map((test) => [test.slug, test] as const))('%s is complete and French', (_slug, test) => {
    expect(translationProblems(test)).toEqual([]);
  });

  it('covers every seeded question', () => {
    const questions = shipped.reduce((sum, test) => sum + test.questions.length, 0);
    const french = shipped.reduce((sum, test) => sum + (test.fr?.questions.length ?? 0), 0);
    expect(french).toBe(questions);
  });
});

const english: SeedTest = {
  slug: 'check',
  title: 'Check',
  description: 'A test to check translations.',
  timeLimit: 60,
  passingScore: 70,
  isFree: true,
  price: 0,
  currency: 'USD',
  questions: [
    {
      domain: 'Producer',
      text: 'Which acks setting waits for the ISR?',
      choices: [
        { text: 'acks=all', correct: true },
        { text: 'The leader only', correct: false },
      ],
      explanation: 'acks=all waits for every in-sync replica.',
    },
  ],
};
const french = {
  title: 'Vérification',
  description: 'Un test pour vérifier les traductions.',
  questions: [
    {
      text: 'Quel réglage d’acks attend l’ISR\u202f?',
      choices: ['acks=all', 'Le leader seul'],
      explanation: 'acks=all attend tous les réplicas synchronisés.',
    },
  ],
};

describe('translation checks', () => {
  it('accept a complete translation whose only untranslated choice is code', () => {
    expect(translationProblems({ ...english, fr: french })).toEqual([]);
  });

  it('name a missing translation, question, choice or explanation', () => {
    expect(translationProblems(english)).toEqual(['no French']);
    expect(translationProblems({ ...english, fr: { ...french, questions: [] } })).toEqual([
      '0 French questions for 1 English ones',
    ]);
    const [question] = french.questions;
    expect(
      translationProblems({
        ...english,
        fr: { ...french, questions: [{ ...question!, choices: ['acks=all'], explanation: ' ' }] },
      }),
    ).toEqual([
      'question 1 explanation: no French',
      'question 1: 1 French choices for 2',
      'question 1 choice 2: no French',
    ]);
  });

  it('name French left in English, except a code-only choice', () => {
    const [question] = french.questions;
    expect(
      translationProblems({
        ...english,
        fr: {
          ...french,
          title: 'Check',
          questions: [{ ...question!, choices: ['acks=all', 'The leader only'] }],
        },
      }),
    ).toEqual(['title: French equals the English', 'question 1 choice 2: French equals the English']);
    expect(isCodeOnly('max.in.flight.requests.per.connection=1')).toBe(true);
    expect(isCodeOnly('SELECT user_id, COUNT(*) FROM pageviews EMIT CHANGES;')).toBe(true);
    expect(isCodeOnly('Increase linger.ms')).toBe(false);
  });

  it('name a technical term the French does not keep verbatim', () => {
    const [question] = french.questions;
    expect(
      translationProblems({
        ...english,
        fr: { ...french, questions: [{ ...question!, explanation: 'acks=tous attend tous les réplicas.' }] },
      }),
    ).toEqual(['question 1 explanation: "acks=all" must stay verbatim']);
    expect(technicalTerms('With acks=all, KafkaProducer waits for the ISR (min.insync.replicas).')).toEqual([
      'acks=all',
      'KafkaProducer',
      'ISR',
      'min.insync.replicas',
    ]);
  });

  it('name an ordinary, wrong or missing space before French punctuation', () => {
    const [question] = french.questions;
    expect(
      translationProblems({
        ...english,
        fr: { ...french, questions: [{ ...question!, text: 'Lequel attend l’ISR ?' }] },
      }),
    ).toEqual(['question 1 text: ordinary space in " ?", use a no-break space']);
    expect(
      translationProblems({
        ...english,
        fr: { ...french, questions: [{ ...question!, text: 'Lequel attend l’ISR\u00a0? Celui-ci!' }] },
      }),
    ).toEqual([
      'question 1 text: narrow no-break space before ; ? !',
      'question 1 text: no space before ? or !',
    ]);
  });
});
