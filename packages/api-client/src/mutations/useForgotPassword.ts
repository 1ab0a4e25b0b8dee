import type { EmailRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const forgotPassword = (client: ApiClient, { email }: EmailRequest) =>
  unwrap(client.POST('/users/forgot-password', { params: { query: { email } } }));

/** Emails a temporary password; the same answer whether or not the account exists. */
export function useForgotPassword(): (body: EmailRequest) => Promise<MessageResponse> {
  return useApiMutation(forgotPassword);
}
