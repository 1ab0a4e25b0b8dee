import { useEffect, useRef, type Dispatch } from 'react';
import type { SessionAction, SessionState } from './sessionState';
import type { ExamApi } from './types';
import { useLatest } from './useLatest';

/**
 * When the content language changes, fetches again what the attempt shows (every loaded question and every
 * one still loading, a shown result) and puts the new texts in place. Ids do not depend on the language, so selections, flags and the
 * clock are untouched; a failed refetch leaves the old texts, which are still the right question.
 */
export function useContentLanguageRefresh(
  language: string | undefined,
  api: () => ExamApi,
  state: SessionState,
  dispatch: Dispatch<SessionAction>,
  loading: (sessionId: number) => number[],
): void {
  const stateRef = useLatest(state);
  const apiRef = useLatest(api);
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    const now = stateRef.current;
    const transport = apiRef.current();
    const sessionId = now.session?.id;
    if (sessionId !== undefined) {
      const numbers = new Set([...Object.keys(now.questions).map(Number), ...loading(sessionId)]);
      for (const n of numbers) {
        transport.getQuestion(sessionId, n).then(
          (question) => dispatch({ type: 'questionTranslated', sessionId, question }),
          () => undefined,
        );
      }
    }
    if (now.result && transport.getResult) {
      transport.getResult(now.result.historyId).then(
        (result) => dispatch({ type: 'resultTranslated', result }),
        () => undefined,
      );
    }
  }, [language, stateRef, apiRef, dispatch, loading]);
}
