// @vitest-environment node
import { scoreKnowledgeCheck } from './scoring';
import type { KnowledgeCheckQuestion } from './types';

const q = (id: string, correctIndex: number): KnowledgeCheckQuestion => ({
  id,
  question: id,
  choices: ['a', 'b', 'c'],
  correctIndex,
  explanation: '',
});
const quiz = [q('q1', 0), q('q2', 2), q('q3', 1)];

describe('scoreKnowledgeCheck', () => {
  it('counts right answers and gives the ratio', () => {
    expect(scoreKnowledgeCheck(quiz, { q1: 0, q2: 2, q3: 1 })).toEqual({
      correct: 3,
      total: 3,
      ratio: 1,
      results: { q1: true, q2: true, q3: true },
    });
    const two = scoreKnowledgeCheck(quiz, { q1: 0, q2: 1, q3: 1 });
    expect(two.correct).toBe(2);
    expect(two.ratio).toBeCloseTo(2 / 3);
    expect(two.results.q2).toBe(false);
  });

  it('counts an unanswered question as wrong, and an empty quiz as 0', () => {
    expect(scoreKnowledgeCheck(quiz, { q1: 0 }).correct).toBe(1);
    expect(scoreKnowledgeCheck([], {})).toEqual({ correct: 0, total: 0, ratio: 0, results: {} });
  });
});
