import type { ReviewedQuestion } from '../types';

/** The review filters of the results view. */
export interface ReviewFilterValues {
  flagged: 'all' | 'flagged' | 'notFlagged';
  ignored: 'all' | 'ignored' | 'answered';
  answer: 'all' | 'correct' | 'incorrect';
  /** A domain name (categoryName), or 'all'. */
  domain: string;
}

export const defaultReviewFilters: ReviewFilterValues = {
  flagged: 'all',
  ignored: 'all',
  answer: 'all',
  domain: 'all',
};

/** The contract's domain order; domains it does not know follow in first-seen order. */
const DOMAIN_ORDER = [
  'Producer',
  'Consumer',
  'Broker',
  'Kafka Streams',
  'Kafka Connect',
  'ksqlDB',
  'Schema Registry',
  'Security',
  'Testing',
  'Monitoring',
];

/**
 * Single / multiple: correct only when every answer's correct flag equals whether the learner chose it.
 * Ordering / matching: the server's all-or-nothing verdict (an unplaced step is neither chosen nor right).
 */
export function isQuestionCorrect(question: Pick<ReviewedQuestion, 'answers' | 'correct' | 'type'>): boolean {
  if (question.type === 'ordering' || question.type === 'matching') return question.correct;
  if (question.answers.length === 0) return question.correct;
  return question.answers.every((answer) => answer.correct === answer.clientChose);
}

/** The questions that pass every filter, in their original order. */
export function filterReview<T extends ReviewedQuestion>(
  questions: readonly T[],
  filters: Partial<ReviewFilterValues>,
): T[] {
  const { flagged = 'all', ignored = 'all', answer = 'all', domain = 'all' } = filters;
  return questions.filter((q) => {
    if (flagged !== 'all' && q.flagged !== (flagged === 'flagged')) return false;
    if (ignored !== 'all' && q.ignored !== (ignored === 'ignored')) return false;
    if (answer !== 'all' && isQuestionCorrect(q) !== (answer === 'correct')) return false;
    return domain === 'all' || q.categoryName === domain;
  });
}

/** The domains present in an attempt, once each, in the contract's order (spec decision 9). */
export function domainsOf(questions: readonly Pick<ReviewedQuestion, 'categoryName'>[]): string[] {
  const seen = [...new Set(questions.map((q) => q.categoryName))];
  const rank = (name: string) => {
    const i = DOMAIN_ORDER.indexOf(name);
    return i === -1 ? DOMAIN_ORDER.length + seen.indexOf(name) : i;
  };
  return seen.sort((a, b) => rank(a) - rank(b));
}

/** Score of one domain in an attempt. */
export interface DomainScore {
  domain: string;
  correct: number;
  total: number;
  /** Rounded percent. */
  percent: number;
}

/** Correct answers per domain, in domainsOf order. */
export function domainScores(questions: readonly ReviewedQuestion[]): DomainScore[] {
  return domainsOf(questions).map((domain) => {
    const inDomain = questions.filter((q) => q.categoryName === domain);
    const correct = inDomain.filter(isQuestionCorrect).length;
    return {
      domain,
      correct,
      total: inDomain.length,
      percent: Math.round((100 * correct) / inDomain.length),
    };
  });
}

/** How many review filters narrow the list. */
export function countActiveReviewFilters(filters: ReviewFilterValues): number {
  return (Object.keys(filters) as (keyof ReviewFilterValues)[]).filter((key) => filters[key] !== 'all')
    .length;
}
