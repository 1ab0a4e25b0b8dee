import type { ScopedMutator } from 'swr';
import { hasPrefix, type ApiKey } from './keys';

/** Refetches every cached entry under one of the prefixes (only entries a screen has loaded). */
export function revalidate(mutate: ScopedMutator, ...prefixes: ApiKey[]): void {
  // Not awaited: a mutation answers as soon as the server did; screens pick the fresh data up as it lands.
  void mutate((key) => prefixes.some((prefix) => hasPrefix(key, prefix)));
}

/** Stores a server answer under its key, then confirms it with a refetch if a screen shows it. */
export async function store<T>(mutate: ScopedMutator, key: ApiKey, data: T): Promise<void> {
  await mutate(key, data);
}

/** Rewrites the cached entries under a prefix in place, without refetching. */
export async function patchCached<T>(
  mutate: ScopedMutator,
  prefix: ApiKey,
  update: (current: T | undefined) => T | undefined,
): Promise<void> {
  await mutate((key) => hasPrefix(key, prefix), update, { revalidate: false });
}

/** Forgets everything cached (after sign-out no user's data may stay on screen). */
export async function clearAll(mutate: ScopedMutator): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
}
