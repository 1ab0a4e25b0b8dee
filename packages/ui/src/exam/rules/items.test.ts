import {
  idsFromMatches,
  isArrangement,
  matchesFromIds,
  matchOutcomeOf,
  questionTypeOf,
  stepOutcomeOf,
  stepsInOrder,
} from './items';

const steps = [
  { choiceId: 7, choiceText: 'b', choiceOrder: 2 },
  { choiceId: 5, choiceText: 'a', choiceOrder: 1 },
  { choiceId: 9, choiceText: 'c', choiceOrder: 3 },
];

describe('item rules', () => {
  it('reads the type, falling back on the number of answers asked for', () => {
    expect(questionTypeOf({ type: 'ordering', correctAnswersNumber: 3 })).toBe('ordering');
    expect(questionTypeOf({ correctAnswersNumber: 2 })).toBe('multiple');
    expect(questionTypeOf({ correctAnswersNumber: 1 })).toBe('single');
    expect(isArrangement('matching')).toBe(true);
    expect(isArrangement('multiple')).toBe(false);
  });

  it('reads matching pairs from the flattened answer and writes them back', () => {
    expect(matchesFromIds([1, 11, 2, 12, 3])).toEqual([
      { itemId: 1, targetId: 11 },
      { itemId: 2, targetId: 12 },
    ]);
    expect(idsFromMatches([{ itemId: 2, targetId: 12 }])).toEqual([2, 12]);
  });

  it('shows steps in the learner order when complete, in the order shown otherwise', () => {
    expect(stepsInOrder(steps, [9, 5, 7]).map((s) => s.id)).toEqual([9, 5, 7]);
    expect(stepsInOrder(steps, []).map((s) => s.id)).toEqual([5, 7, 9]);
    expect(stepsInOrder(steps, [9, 5]).map((s) => s.id)).toEqual([5, 7, 9]);
    expect(stepsInOrder(steps, [9, 9, 5]).map((s) => s.id)).toEqual([5, 7, 9]);
  });

  it('maps part verdicts to outcomes', () => {
    expect(
      matchOutcomeOf([{ choiceId: 1, correct: false, selectedTargetId: null, correctTargetId: 12 }]),
    ).toEqual([{ itemId: 1, correctTargetId: 12, correct: false }]);
    expect(
      stepOutcomeOf([
        { choiceId: 5, correct: true, selectedPosition: 1, correctPosition: 1 },
        { choiceId: 7, correct: false, selectedPosition: null, correctPosition: 2 },
      ]),
    ).toEqual([
      { stepId: 5, correctPosition: 1, correct: true, placed: true },
      { stepId: 7, correctPosition: 2, correct: false, placed: false },
    ]);
  });
});
