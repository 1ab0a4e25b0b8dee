import { describe, expect, it } from 'vitest';
import { hasPassed, isQuestionCorrect, scoreAttempt } from '../../src/services/scoring';

const single = {
  choices: [
    { id: 1, correct: true },
    { id: 2, correct: false },
    { id: 3, correct: false },
  ],
};
const multi = {
  choices: [
    { id: 4, correct: true },
    { id: 5, correct: true },
    { id: 6, correct: false },
  ],
};

describe('scoring', () => {
  it('counts a question correct only when every choice matches', () => {
    expect(isQuestionCorrect({ ...single, selectedChoiceIds: [1] })).toBe(true);
    expect(isQuestionCorrect({ ...single, selectedChoiceIds: [2] })).toBe(false);
    expect(isQuestionCorrect({ ...single, selectedChoiceIds: [] })).toBe(false);
    expect(isQuestionCorrect({ ...multi, selectedChoiceIds: [5, 4] })).toBe(true);
    expect(isQuestionCorrect({ ...multi, selectedChoiceIds: [4] })).toBe(false);
    expect(isQuestionCorrect({ ...multi, selectedChoiceIds: [4, 5, 6] })).toBe(false);
  });

  it('rounds the percentage and survives an empty attempt', () => {
    const answers = [
      { ...single, selectedChoiceIds: [1] },
      { ...multi, selectedChoiceIds: [4, 5] },
      { ...single, selectedChoiceIds: [3] },
    ];
    expect(scoreAttempt(answers)).toEqual({ correctCount: 2, total: 3, score: 67 });
    expect(scoreAttempt([])).toEqual({ correctCount: 0, total: 0, score: 0 });
  });

  it('passes at or above the passing score, 70 by default', () => {
    expect(hasPassed(70, 70)).toBe(true);
    expect(hasPassed(69, 70)).toBe(false);
    expect(hasPassed(70, undefined)).toBe(true);
    expect(hasPassed(69, null)).toBe(false);
    expect(hasPassed(50, 50)).toBe(true);
  });
});
