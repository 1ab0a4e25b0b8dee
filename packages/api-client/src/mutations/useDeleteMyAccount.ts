import type { ScopedMutator } from 'swr';
import type { DeleteAccountRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { clearAll, store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

/** The JSON download of the signed-in learner's data (`exportMyData`), under the API's base URL. */
export const exportMyDataPath = '/users/me/export';

const deleteMyAccount = (client: ApiClient, body: DeleteAccountRequest) =>
  unwrap(client.POST('/users/me/delete', { body }));

async function deleted(mutate: ScopedMutator) {
  await clearAll(mutate);
  await store(mutate, keys.authStatus(), { authenticated: false });
}

/** Deletes the account (password re-entered); the session ends and every cached answer is forgotten. */
export function useDeleteMyAccount(): (body: DeleteAccountRequest) => Promise<MessageResponse> {
  return useApiMutation(deleteMyAccount, deleted);
}
