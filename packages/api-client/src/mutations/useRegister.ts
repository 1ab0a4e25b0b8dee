import type { MessageResponse, RegisterRequest } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { useApiMutation } from '../swr/useApiMutation';

const register = (client: ApiClient, body: RegisterRequest) =>
  unwrap(client.POST('/users/register', { body }));

/** Creates a pending account; the user then verifies the emailed code with `useVerifyEmail`. */
export function useRegister(): (body: RegisterRequest) => Promise<MessageResponse> {
  return useApiMutation(register);
}
