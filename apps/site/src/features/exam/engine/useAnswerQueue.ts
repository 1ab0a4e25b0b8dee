import { useEffect, useState } from 'react';
import { createAnswerQueue } from './answerQueue';
import type { SaveStatus } from './answerQueue';
import type { Clock } from './clock';
import type { AnswerDraft } from './types';
import { useLatest } from './useLatest';

/** The answer queue for one mounted exam, with its save statuses as state and retries when back online. */
export function useAnswerQueue(clock: Clock, send: (draft: AnswerDraft) => Promise<unknown>) {
  const sendRef = useLatest(send);
  const [statuses, setStatuses] = useState<ReadonlyMap<number, SaveStatus>>(() => new Map());
  const [queue] = useState(() =>
    createAnswerQueue({ clock, send: (draft) => sendRef.current(draft), onChange: setStatuses }),
  );

  useEffect(() => {
    const online = () => queue.flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      queue.clear();
    };
  }, [queue]);

  return { queue, statuses };
}
