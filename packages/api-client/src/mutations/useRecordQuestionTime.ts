import type { RecordQuestionTimeArgs } from './args';
import { useApiMutation } from '../swr/useApiMutation';
import { recordQuestionTime } from '../fetchers/testTaking';

/** Reports active time per question of a running attempt; nothing cached changes. */
export function useRecordQuestionTime(): (args: RecordQuestionTimeArgs) => Promise<{ recorded: number }> {
  return useApiMutation(recordQuestionTime);
}
