import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Lets fake time pass, with every promise that settles meanwhile, inside act. */
export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
