import { reviewedQuestions } from '../fixtures';
import type { ReviewedQuestion } from '../types';
import { countActiveReviewFilters, domainScores, domainsOf, filterReview, isQuestionCorrect } from './review';

const ids = (filters: Parameters<typeof filterReview>[1]) =>
  filterReview(reviewedQuestions, filters).map((q) => q.orderId);

describe('isQuestionCorrect', () => {
  it('needs every correct flag to equal the learner choice', () => {
    const q = (answers: [boolean, boolean][]): Pick<ReviewedQuestion, 'answers' | 'correct'> => ({
      correct: true,
      answers: answers.map(([correct, clientChose], i) => ({
        answerId: i,
        value: String(i),
        choiceOrder: i + 1,
        correct,
        clientChose,
      })),
    });
    expect(
      isQuestionCorrect(
        q([
          [true, true],
          [false, false],
        ]),
      ),
    ).toBe(true);
    expect(
      isQuestionCorrect(
        q([
          [true, true],
          [true, false],
        ]),
      ),
    ).toBe(false);
    expect(
      isQuestionCorrect(
        q([
          [true, true],
          [false, true],
        ]),
      ),
    ).toBe(false);
  });
});

describe('filterReview', () => {
  it('keeps everything by default', () => expect(ids({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]));
  it('filters flagged and not flagged', () => {
    expect(ids({ flagged: 'flagged' })).toEqual([2, 4]);
    expect(ids({ flagged: 'notFlagged' })).toEqual([1, 3, 5, 6, 7, 8]);
  });
  it('filters unanswered and answered', () => {
    expect(ids({ ignored: 'ignored' })).toEqual([4]);
    expect(ids({ ignored: 'answered' })).toEqual([1, 2, 3, 5, 6, 7, 8]);
  });
  it('filters correct and incorrect', () => {
    expect(ids({ answer: 'correct' })).toEqual([1, 3, 5, 7, 8]);
    expect(ids({ answer: 'incorrect' })).toEqual([2, 4, 6]);
  });
  it('filters by domain and combines filters', () => {
    expect(ids({ domain: 'Consumer' })).toEqual([2, 8]);
    expect(ids({ domain: 'Consumer', answer: 'incorrect', flagged: 'flagged' })).toEqual([2]);
    expect(ids({ domain: 'ksqlDB', answer: 'correct' })).toEqual([]);
  });
  it('counts active filters', () => {
    expect(
      countActiveReviewFilters({ flagged: 'all', ignored: 'all', answer: 'correct', domain: 'ksqlDB' }),
    ).toBe(2);
  });
});

describe('domainsOf and domainScores', () => {
  it('lists the domains present, in the contract order', () => {
    const shuffled = [...reviewedQuestions].reverse();
    expect(domainsOf(shuffled)).toEqual([
      'Producer',
      'Consumer',
      'Broker',
      'Kafka Streams',
      'Kafka Connect',
      'ksqlDB',
    ]);
    expect(domainsOf(reviewedQuestions.filter((q) => q.categoryName !== 'Broker'))).not.toContain('Broker');
  });

  it('puts unknown domains last', () => {
    const [first] = reviewedQuestions;
    expect(domainsOf([{ categoryName: 'ZooKeeper' }, first!])).toEqual(['Producer', 'ZooKeeper']);
    expect(domainsOf([{ categoryName: 'Monitoring' }, { categoryName: 'Security' }, first!])).toEqual([
      'Producer',
      'Security',
      'Monitoring',
    ]);
  });

  it('scores each domain', () => {
    expect(domainScores(reviewedQuestions).slice(0, 2)).toEqual([
      { domain: 'Producer', correct: 2, total: 2, percent: 100 },
      { domain: 'Consumer', correct: 1, total: 2, percent: 50 },
    ]);
  });
});
