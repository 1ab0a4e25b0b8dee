import { renderHook } from '@testing-library/react';
import type { ExamSession } from '../engine';
import { questionFromSearch, usePlaceInUrl } from './usePlaceInUrl';

type Exam = Pick<ExamSession, 'phase' | 'currentNumber' | 'start'>;

function at(url: string) {
  window.history.replaceState({ kept: true }, '', url);
}

describe('usePlaceInUrl: the question in the address', () => {
  it('reads only whole positive numbers', () => {
    expect(questionFromSearch('?question=8')).toBe(8);
    expect(questionFromSearch('?question=0')).toBeNull();
    expect(questionFromSearch('?question=2x')).toBeNull();
    expect(questionFromSearch('')).toBeNull();
  });

  it('goes straight back into the open attempt when opened with ?question (a reload)', () => {
    at('/tests/3?question=8');
    const start = vi.fn(() => Promise.resolve());
    const exam: Exam = { phase: 'idle', currentNumber: 1, start };
    const { rerender } = renderHook((e: Exam) => usePlaceInUrl(e, { hasOpenAttempt: true, signedIn: true }), {
      initialProps: exam,
    });
    expect(start).toHaveBeenCalledTimes(1);
    rerender({ ...exam, phase: 'starting' });
    rerender({ ...exam, phase: 'idle' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the learner, and drops the parameter when no attempt is open', () => {
    at('/tests/3?question=8');
    const start = vi.fn(() => Promise.resolve());
    const exam: Exam = { phase: 'idle', currentNumber: 1, start };
    const { rerender } = renderHook(
      (signedIn: boolean) => usePlaceInUrl(exam, { hasOpenAttempt: false, signedIn }),
      { initialProps: false },
    );
    expect(window.location.search).toBe('?question=8');
    rerender(true);
    expect(start).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('writes the question on screen while the attempt is open, keeping the history state, and drops it at the end', () => {
    at('/tests/3');
    const start = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(
      (e: Exam) => usePlaceInUrl(e, { hasOpenAttempt: false, signedIn: true }),
      { initialProps: { phase: 'idle', currentNumber: 1, start } as Exam },
    );
    expect(start).not.toHaveBeenCalled();
    rerender({ phase: 'running', currentNumber: 5, start });
    expect(window.location.pathname + window.location.search).toBe('/tests/3?question=5');
    expect(window.history.state).toEqual({ kept: true });
    rerender({ phase: 'paused', currentNumber: 6, start });
    expect(window.location.search).toBe('?question=6');
    rerender({ phase: 'finished', currentNumber: 6, start });
    expect(window.location.search).toBe('');
  });

  it('puts the question back after a browser back step while the attempt is open', () => {
    at('/tests/3');
    const start = vi.fn(() => Promise.resolve());
    renderHook(() =>
      usePlaceInUrl({ phase: 'running', currentNumber: 4, start }, { hasOpenAttempt: true, signedIn: true }),
    );
    expect(window.location.search).toBe('?question=4');
    window.history.replaceState(null, '', '/tests/3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(window.location.search).toBe('?question=4');
  });
});
