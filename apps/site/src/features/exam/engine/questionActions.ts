import type { EngineContext } from './engineContext';
import { applySelection } from './selection';

/** The actions on questions of a running test: navigation, answering, flagging. Each one counts as activity. */
export function questionActions(ctx: EngineContext) {
  const { api, state, dispatch } = ctx;

  function goTo(n: number) {
    const { phase, session, currentNumber } = state();
    if (phase !== 'running' || !session) return;
    const target = Math.min(Math.max(1, Math.trunc(n)), session.totalQuestions);
    ctx.resetInactivity();
    if (target !== currentNumber) dispatch({ type: 'navigated', number: target });
  }

  function current() {
    const s = state();
    const question = s.questions[s.currentNumber];
    return s.phase === 'running' && s.session && question
      ? { number: s.currentNumber, sessionId: s.session.id, question }
      : null;
  }

  function select(choiceId: number) {
    const shown = current();
    if (!shown || shown.question.check || !shown.question.choices.some((c) => c.choiceId === choiceId))
      return;
    const { number, question } = shown;
    const ids = applySelection(question.selectedChoiceIds, choiceId, question.correctAnswersNumber);
    ctx.resetInactivity();
    // A click the rule refuses (a full multi-answer question) changes nothing and saves nothing.
    if (sameIds(ids, question.selectedChoiceIds)) return;
    dispatch({ type: 'selected', number, selectedChoiceIds: ids });
    ctx.queue.enqueue({ questionId: question.questionId, selectedChoiceIds: ids });
  }

  function toggleFlag() {
    const shown = current();
    if (!shown) return;
    const { number, sessionId, question } = shown;
    const flagged = !question.flagged;
    dispatch({ type: 'flagged', number, flagged });
    ctx.resetInactivity();
    // The flag is shown at once; the spec only logs a failed save.
    api()
      .setFlag(sessionId, question.questionId, flagged)
      .catch((error: unknown) => ctx.logBackground('flag', error));
  }

  /**
   * Practice: checks the question on screen with its current selection. The server stores that selection
   * itself, so a save still queued for it lands as a no-op (the same selection) after the lock.
   */
  async function check(): Promise<void> {
    const shown = current();
    const checkAnswer = api().checkAnswer;
    const s = state();
    if (!shown || shown.question.check || s.checking !== null || !checkAnswer) return;
    if (s.session?.mode !== 'practice') return;
    const { number, sessionId, question } = shown;
    ctx.resetInactivity();
    dispatch({ type: 'checking', number });
    try {
      const verdict = await checkAnswer(sessionId, question.questionId, [...question.selectedChoiceIds]);
      if (state().session?.id !== sessionId) return;
      ctx.answers.confirm(sessionId, {
        questionId: question.questionId,
        selectedChoiceIds: verdict.selectedChoiceIds,
      });
      dispatch({ type: 'checked', number, check: verdict });
    } catch {
      if (state().session?.id === sessionId) dispatch({ type: 'checkFailed', number });
    }
  }

  return {
    check,
    goTo,
    next: () => goTo(state().currentNumber + 1),
    previous: () => goTo(state().currentNumber - 1),
    select,
    toggleFlag,
  };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
