import { choiceLetter, sortByChoiceOrder } from './choices';
import { isPassed } from './pass';

describe('choiceLetter', () => {
  it('derives letters from the 0-based position', () => {
    expect([0, 1, 2, 3, 8, 25, 26].map(choiceLetter)).toEqual(['A', 'B', 'C', 'D', 'I', 'Z', 'AA']);
  });

  it('gives no letter to an invalid position', () => {
    expect(choiceLetter(-1)).toBe('');
  });

  it('sorts by choiceOrder, not by id', () => {
    const sorted = sortByChoiceOrder([
      { choiceId: 1, choiceOrder: 3 },
      { choiceId: 9, choiceOrder: 1 },
      { choiceId: 4, choiceOrder: 2 },
    ]);
    expect(sorted.map((c) => c.choiceId)).toEqual([9, 4, 1]);
  });
});

describe('isPassed', () => {
  it('passes at or above the passing score', () => {
    expect([isPassed(70, 70), isPassed(69, 70), isPassed(80, 85), isPassed(85, 85)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('defaults the passing score to 70', () => {
    expect([isPassed(70), isPassed(69)]).toEqual([true, false]);
  });
});
