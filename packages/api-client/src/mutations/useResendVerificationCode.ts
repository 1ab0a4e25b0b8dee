import type { EmailRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const resend = (client: ApiClient, body: EmailRequest) =>
  unwrap(client.POST('/users/resend-verification-code', { body }));

export function useResendVerificationCode(): (body: EmailRequest) => Promise<MessageResponse> {
  return useApiMutation(resend);
}
