import type { ScopedMutator } from 'swr';
import type { UpdateProfileRequest, User } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { store } from '../swr/cache';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const updateProfile = (client: ApiClient, body: UpdateProfileRequest) =>
  unwrap(client.PATCH('/users/profile', { body }));

const storeUser = (mutate: ScopedMutator, user: User) => store(mutate, keys.me(), user);

export function useUpdateProfile(): (body: UpdateProfileRequest) => Promise<User> {
  return useApiMutation(updateProfile, storeUser);
}
