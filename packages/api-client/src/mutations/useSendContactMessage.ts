import type { ContactRequest, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const send = (client: ApiClient, body: ContactRequest) => unwrap(client.POST('/contact', { body }));

export function useSendContactMessage(): (body: ContactRequest) => Promise<MessageResponse> {
  return useApiMutation(send);
}
