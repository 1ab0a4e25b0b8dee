import { choiceLetter, sortByChoiceOrder } from './choices';
import { isPassed } from './pass';
import { isSelectionFull, nextSelection } from './selection';

describe('nextSelection: single answer', () => {
  it('selects a choice', () => expect(nextSelection([], 1, 1)).toEqual([1]));
  it('replaces the selected choice', () => expect(nextSelection([1], 2, 1)).toEqual([2]));
  it('clears when the selected choice is clicked again', () => expect(nextSelection([1], 1, 1)).toEqual([]));
});

describe('nextSelection: multiple answers', () => {
  it('toggles choices on and off', () => {
    expect(nextSelection([1], 2, 2)).toEqual([1, 2]);
    expect(nextSelection([1, 2], 1, 2)).toEqual([2]);
  });

  it('is capped at N, keeping the first N', () => {
    expect(nextSelection([1, 2], 3, 2)).toEqual([1, 2]);
    expect(nextSelection([1, 2, 3], 4, 3)).toEqual([1, 2, 3]);
  });

  it('trims an over-full selection from the server to its first N', () => {
    expect(nextSelection([4, 5, 6], 7, 2)).toEqual([4, 5]);
  });

  it('says when the selection is full', () => {
    expect(isSelectionFull([1, 2], 2)).toBe(true);
    expect(isSelectionFull([1], 2)).toBe(false);
    expect(isSelectionFull([1], 1)).toBe(false);
  });
});

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
