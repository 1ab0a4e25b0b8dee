import type { ScopedMutator } from 'swr';
import type { ChangeForgotPasswordRequest, User } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const changeForgotPassword = (client: ApiClient, body: ChangeForgotPasswordRequest) =>
  unwrap(client.POST('/users/change-forgot-password', { body }));

const storeUser = (mutate: ScopedMutator, user: User) => store(mutate, keys.me(), user);

/** Sets a new password after a sign-in with a temporary one; the answer has `mustChangePassword: false`. */
export function useChangeForgotPassword(): (body: ChangeForgotPasswordRequest) => Promise<User> {
  return useApiMutation(changeForgotPassword, storeUser);
}
