import type { MessageResponse, SaveLanguageRequest } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const save = (client: ApiClient, body: SaveLanguageRequest) =>
  unwrap(client.PUT('/users/language', { body }));

/** Stores the UI language on the account: the language its mails are written in. */
export function useSaveLanguage(): (body: SaveLanguageRequest) => Promise<MessageResponse> {
  return useApiMutation(save);
}
