import type { ScopedMutator } from 'swr';
import type { User } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

export interface VerifyEmailChangeArgs {
  newEmail: string;
  verificationCode: string;
}

const verify = (client: ApiClient, { newEmail, verificationCode }: VerifyEmailChangeArgs) =>
  unwrap(
    client.PATCH('/users/email/verify', { params: { query: { newEmail } }, body: { verificationCode } }),
  );

const storeUser = (mutate: ScopedMutator, user: User) => store(mutate, keys.me(), user);

export function useVerifyEmailChange(): (args: VerifyEmailChangeArgs) => Promise<User> {
  return useApiMutation(verify, storeUser);
}
