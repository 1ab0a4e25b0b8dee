import type { EngineContext } from './engineContext';
import { applyMatch, applySelection, isCompleteOrder } from './selection';

/** The actions on questions of a running test: navigation, answering, flagging. Each one counts as activity. */
export function questionActions(ctx: EngineContext) {
  const { api, state, dispatch } = ctx;

  function goTo(n: number) {
    const { phase, session, currentNumber } = state();
    if (phase !== 'running' || !session) return;
    const target = Math.min(Math.max(1, Math.trunc(n)), session.totalQuestions);
    ctx.resetInactivity();
    if (target === currentNumber) return;
    dispatch({ type: 'navigated', number: target });
    // The place is kept on the server (issue 28): a resume, a reload or another device opens this question.
    api()
      .savePosition?.(session.id, target)
      ?.catch((error: unknown) => ctx.logBackground('position', error));
  }

  function current() {
    const s = state();
    const question = s.questions[s.currentNumber];
    return s.phase === 'running' && s.session && question
      ? { number: s.currentNumber, sessionId: s.session.id, question }
      : null;
  }

  /** The question on screen if it can still be answered (a checked practice question is locked). */
  function answerable() {
    const shown = current();
    return shown && !shown.question.check ? shown : null;
  }

  /** Shows a new answer at once and queues its save; an answer the rule left unchanged saves nothing. */
  function answer(shown: NonNullable<ReturnType<typeof current>>, ids: number[]) {
    const { number, question } = shown;
    ctx.resetInactivity();
    if (sameIds(ids, question.selectedChoiceIds)) return;
    dispatch({ type: 'selected', number, selectedChoiceIds: ids });
    ctx.queue.enqueue({ questionId: question.questionId, selectedChoiceIds: ids });
  }

  function select(choiceId: number) {
    const shown = answerable();
    if (!shown || !shown.question.choices.some((c) => c.choiceId === choiceId)) return;
    const { question } = shown;
    if (question.type === 'matching' || question.type === 'ordering') return;
    // A click the rule refuses (a full multi-answer question) changes nothing and saves nothing.
    answer(shown, applySelection(question.selectedChoiceIds, choiceId, question.correctAnswersNumber));
  }

  /** Matching: a target for an item (null clears it); ids that are not the question's change nothing. */
  function match(itemId: number, targetId: number | null) {
    const shown = answerable();
    if (!shown || shown.question.type !== 'matching') return;
    const { question } = shown;
    if (!question.choices.some((c) => c.choiceId === itemId)) return;
    if (targetId !== null && !question.targets?.some((t) => t.choiceId === targetId)) return;
    answer(shown, applyMatch(question.selectedChoiceIds, itemId, targetId));
  }

  /** Ordering: the learner's whole order; anything but every step once changes nothing. */
  function reorder(stepIds: readonly number[]) {
    const shown = answerable();
    if (!shown || shown.question.type !== 'ordering') return;
    const steps = shown.question.choices.map((c) => c.choiceId);
    if (!isCompleteOrder(stepIds, steps)) return;
    answer(shown, [...stepIds]);
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
    match,
    reorder,
    toggleFlag,
  };
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
