import type { ChangePasswordRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const changePassword = (client: ApiClient, body: ChangePasswordRequest) =>
  unwrap(client.PATCH('/users/change-password', { body }));

/** A wrong current password rejects with status 400 (not 401: the session is fine). */
export function useChangePassword(): (body: ChangePasswordRequest) => Promise<MessageResponse> {
  return useApiMutation(changePassword);
}
