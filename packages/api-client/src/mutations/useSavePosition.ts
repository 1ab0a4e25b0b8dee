import type { SavePositionArgs } from './args';
import type { PositionResult } from '../types';
import { useApiMutation } from '../swr/useApiMutation';
import { savePosition } from '../fetchers/testTaking';

/**
 * Remembers the question on screen with the attempt, so a resume (on any device) opens it again. Nothing cached
 * changes: the catalogue's `openQuestion` is refreshed by the pause that ends a visit.
 */
export function useSavePosition(): (args: SavePositionArgs) => Promise<PositionResult> {
  return useApiMutation(savePosition);
}
