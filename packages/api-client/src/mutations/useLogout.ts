import type { ScopedMutator } from 'swr';
import type { MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { clearAll, store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const logout = (client: ApiClient) => unwrap(client.POST('/users/logout'));

async function signedOut(mutate: ScopedMutator) {
  await clearAll(mutate);
  await store(mutate, keys.authStatus(), { authenticated: false });
}

/** Ends the session and forgets every cached answer. */
export function useLogout(): () => Promise<MessageResponse> {
  return useApiMutation<void, MessageResponse>(logout, signedOut);
}
