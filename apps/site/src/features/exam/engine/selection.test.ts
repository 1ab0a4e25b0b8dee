import { applyMatch, applySelection, isCompleteOrder } from './selection';

describe('applySelection', () => {
  describe('single-answer question', () => {
    it('selects the clicked choice', () => {
      expect(applySelection([], 11, 1)).toEqual([11]);
    });

    it('replaces the previous choice', () => {
      expect(applySelection([11], 12, 1)).toEqual([12]);
    });

    it('clears the choice when it is clicked again', () => {
      expect(applySelection([11], 11, 1)).toEqual([]);
    });
  });

  describe('multi-answer question', () => {
    it('adds choices up to the required count', () => {
      expect(applySelection([11], 12, 2)).toEqual([11, 12]);
    });

    it('removes a selected choice when it is clicked again', () => {
      expect(applySelection([11, 12], 11, 2)).toEqual([12]);
    });

    it('keeps the first choices when the cap is reached', () => {
      expect(applySelection([11, 12], 13, 2)).toEqual([11, 12]);
    });

    it('does not change its input', () => {
      const selected = [11];
      applySelection(selected, 12, 3);
      expect(selected).toEqual([11]);
    });
  });
});

describe('applyMatch', () => {
  it('adds, replaces, moves a held target and clears', () => {
    expect(applyMatch([], 1, 10)).toEqual([1, 10]);
    expect(applyMatch([1, 10], 1, 11)).toEqual([1, 11]);
    expect(applyMatch([1, 10, 2, 11], 3, 10)).toEqual([2, 11, 3, 10]);
    expect(applyMatch([1, 10, 2, 11], 2, null)).toEqual([1, 10]);
  });
});

describe('isCompleteOrder', () => {
  it('holds every step exactly once', () => {
    expect(isCompleteOrder([3, 1, 2], [1, 2, 3])).toBe(true);
    expect(isCompleteOrder([3, 1], [1, 2, 3])).toBe(false);
    expect(isCompleteOrder([3, 1, 1], [1, 2, 3])).toBe(false);
    expect(isCompleteOrder([3, 1, 4], [1, 2, 3])).toBe(false);
  });
});
