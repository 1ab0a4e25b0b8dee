import type { ScopedMutator } from 'swr';
import type { LoginRequest, LoginResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';
import { revalidateUserData } from './sessionScope';

const login = (client: ApiClient, body: LoginRequest) => unwrap(client.POST('/users/login', { body }));

async function signedIn(mutate: ScopedMutator, { token: _token, ...user }: LoginResponse) {
  await store(mutate, keys.authStatus(), { authenticated: true });
  await store(mutate, keys.me(), user);
  revalidateUserData(mutate);
}

/** Signs in; the answer is the user (redirect on `mustChangePassword`). A wrong password rejects with status 401. */
export function useLogin(): (body: LoginRequest) => Promise<LoginResponse> {
  return useApiMutation(login, signedIn);
}
