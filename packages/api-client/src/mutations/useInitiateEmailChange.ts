import type { InitiateEmailChangeRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const initiate = (client: ApiClient, body: InitiateEmailChangeRequest) =>
  unwrap(client.PATCH('/users/email/initiate', { body }));

/** Emails a code to the new address. A wrong password rejects with status 400, a taken address with 409. */
export function useInitiateEmailChange(): (body: InitiateEmailChangeRequest) => Promise<MessageResponse> {
  return useApiMutation(initiate);
}
