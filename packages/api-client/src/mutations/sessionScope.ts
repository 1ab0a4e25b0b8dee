import type { ScopedMutator } from 'swr';
import { revalidate } from '../swr/cache';
import { keys } from '../swr/keys';

/** Cached data a successful sign-in or sign-out changes: everything that belongs to a user. */
export const USER_SCOPED_PREFIXES = [
  keys.myStats(),
  keys.myProgress(),
  ['tests'],
  ['test-results'],
  ['test-sessions'],
  ['payments', 'test-access'],
  ['payments', 'subscription'],
  ['payments', 'verification'],
  keys.orders(),
] as const;

export function revalidateUserData(mutate: ScopedMutator): void {
  revalidate(mutate, ...USER_SCOPED_PREFIXES);
}

/** A session's state changed: the catalogue figures, the open-session lookup and the dashboard move with it. */
export function revalidateAttemptState(mutate: ScopedMutator, testId: number): void {
  revalidate(mutate, ['tests'], keys.abandonedTest(testId), keys.myStats(), keys.myProgress());
}
