import { toExamError } from './messages';
import { initialSessionState, isClockRunning, sessionReducer } from './sessionState';
import type { SessionAction, SessionState } from './sessionState';
import { makeQuestion, makeSession } from './testing/fakeExamApi';

const run = (...actions: SessionAction[]): SessionState =>
  actions.reduce(sessionReducer, initialSessionState);
const started: SessionAction = { type: 'started', session: makeSession() };

describe('sessionReducer', () => {
  it('seeds the first question and the question states from the session', () => {
    const s = run({ type: 'starting' }, started);
    expect(s.phase).toBe('running');
    expect(s.questions[1]).toEqual(makeQuestion(1));
    expect(s.questionStates).toHaveLength(5);
  });

  it('opens a paused session as paused', () => {
    expect(run({ type: 'started', session: makeSession({ status: 'PAUSED' }) }).phase).toBe('paused');
  });

  it('returns from an error to the phase the action came from', () => {
    const error = toExamError('question', { status: 500, message: 'boom' });
    const s = run(started, { type: 'failed', error, returnTo: 'running' });
    expect(s).toMatchObject({ phase: 'error', error: { kind: 'question', status: 500 } });
    expect(isClockRunning(s)).toBe(true);
    expect(sessionReducer(s, { type: 'clearError' })).toMatchObject({ phase: 'running', error: null });
  });

  it('applies selection and flag to the question and the navigator state', () => {
    const s = run(
      started,
      { type: 'selected', number: 1, selectedChoiceIds: [12] },
      { type: 'flagged', number: 1, flagged: true },
    );
    expect(s.questions[1]).toMatchObject({ selectedChoiceIds: [12], flagged: true });
    expect(s.questionStates[0]).toMatchObject({ answered: true, flagged: true });
    const cleared = sessionReducer(s, { type: 'selected', number: 1, selectedChoiceIds: [] });
    expect(cleared.questionStates[0]?.answered).toBe(false);
  });

  it('ignores a question loaded for another session or already loaded', () => {
    const s = run(started, { type: 'selected', number: 1, selectedChoiceIds: [12] });
    const other = sessionReducer(s, { type: 'questionLoaded', sessionId: 99, question: makeQuestion(2) });
    expect(other.questions[2]).toBeUndefined();
    const again = sessionReducer(s, { type: 'questionLoaded', sessionId: 7, question: makeQuestion(1) });
    expect(again.questions[1]?.selectedChoiceIds).toEqual([12]);
  });

  it('keeps the local question states on resume', () => {
    const s = run(started, { type: 'selected', number: 2, selectedChoiceIds: [21] }, { type: 'paused' });
    const resumed = sessionReducer(s, { type: 'resumed', session: makeSession({ remainingTime: 10 }) });
    expect(resumed.phase).toBe('running');
    expect(resumed.questionStates[1]?.answered).toBe(true);
    expect(resumed.session?.remainingTime).toBe(10);
  });

  it('pauses only a session whose clock runs', () => {
    expect(run({ type: 'paused' }).phase).toBe('idle');
    expect(run(started, { type: 'submitting' }, { type: 'paused' }).phase).toBe('submitting');
  });
});
