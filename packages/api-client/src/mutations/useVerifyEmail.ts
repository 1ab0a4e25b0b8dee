import type { ScopedMutator } from 'swr';
import type { User, VerifyEmailRequest } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';
import { revalidateUserData } from './sessionScope';

const verifyEmail = (client: ApiClient, body: VerifyEmailRequest) =>
  unwrap(client.POST('/users/verify', { body }));

async function signedIn(mutate: ScopedMutator, user: User) {
  await store(mutate, keys.authStatus(), { authenticated: true });
  await store(mutate, keys.me(), user);
  revalidateUserData(mutate);
}

/** Activates a new account with its emailed code and signs the user in. */
export function useVerifyEmail(): (body: VerifyEmailRequest) => Promise<User> {
  return useApiMutation(verifyEmail, signedIn);
}
