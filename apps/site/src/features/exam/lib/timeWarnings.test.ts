import { initialTimeWarningState, nextTimeWarning, type TimeWarningState } from './timeWarnings';

const run = (readings: number[], from: TimeWarningState = initialTimeWarningState) =>
  readings.reduce(nextTimeWarning, from);

describe('nextTimeWarning', () => {
  it('warns when the clock crosses 10 and then 5 minutes left, once each', () => {
    expect(run([601, 600]).shown).toBe(10);
    expect(run([601, 600, 599, 420]).shown).toBe(10);
    const five = run([601, 600, 301, 300]);
    expect(five).toMatchObject({ shown: 5, given: [10, 5] });
  });

  it('gives nothing for a clock first seen already past a mark (resume, reload)', () => {
    expect(run([540, 539, 538])).toMatchObject({ shown: null, given: [] });
    // Resumed at 7 minutes: the 10-minute mark is past, the 5-minute one still comes.
    expect(run([420, 301, 300])).toMatchObject({ shown: 5, given: [5] });
  });

  it('does not repeat when the server nudges the clock back above a mark', () => {
    const warned = run([601, 600]);
    const dismissed = { ...warned, shown: null };
    expect(run([602, 598], dismissed)).toMatchObject({ shown: null, given: [10] });
  });

  it('is unchanged by a re-render with the same reading, and silent at zero', () => {
    const state = run([601, 600]);
    expect(nextTimeWarning(state, 600)).toBe(state);
    expect(run([301, 0]).shown).toBeNull();
  });

  it('names only the lower mark when one jump crosses both', () => {
    expect(run([700, 200])).toMatchObject({ shown: 5, given: [10, 5] });
  });
});
