import {
  giveBackQuestionTimes,
  resetQuestionTimes,
  startTiming,
  stopTiming,
  takeQuestionTimes,
} from './questionTime';

describe('active time per question', () => {
  beforeEach(resetQuestionTimes);

  it('adds the segments a question was on screen and hands them over once', () => {
    startTiming(1, 101, 0);
    stopTiming(4_000);
    startTiming(1, 102, 10_000);
    startTiming(1, 101, 12_500); // the next question closes the running one
    stopTiming(13_000);
    expect(takeQuestionTimes(1)).toEqual([
      { questionId: 101, ms: 4_500 },
      { questionId: 102, ms: 2_500 },
    ]);
    expect(takeQuestionTimes(1)).toEqual([]);
  });

  it('counts the running segment up to the hand-over and goes on from there (pause and submit)', () => {
    startTiming(1, 101, 1_000);
    expect(takeQuestionTimes(1, 3_000)).toEqual([{ questionId: 101, ms: 2_000 }]);
    stopTiming(3_500);
    expect(takeQuestionTimes(1, 9_000)).toEqual([{ questionId: 101, ms: 500 }]);
  });

  it('splits a long stretch into entries of at most ten minutes, keeps sessions apart and takes back a failed report', () => {
    startTiming(1, 101, 0);
    startTiming(2, 201, 1_500_000);
    stopTiming(1_501_000);
    expect(takeQuestionTimes(1)).toEqual([
      { questionId: 101, ms: 600_000 },
      { questionId: 101, ms: 600_000 },
      { questionId: 101, ms: 300_000 },
    ]);
    const second = takeQuestionTimes(2);
    expect(second).toEqual([{ questionId: 201, ms: 1_000 }]);
    giveBackQuestionTimes(2, second);
    expect(takeQuestionTimes(2)).toEqual(second);
  });
});
