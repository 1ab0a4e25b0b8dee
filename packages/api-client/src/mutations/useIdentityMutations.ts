import type { ScopedMutator } from 'swr';
import type { IdentityProviderId, MessageResponse } from '../types';
import { unwrap } from '../client/unwrap';
import type { ApiClient } from '../client/createApiClient';
import { keys } from '../swr/keys';
import { useApiMutation } from '../swr/useApiMutation';

const unlink = (client: ApiClient, provider: IdentityProviderId) =>
  unwrap(client.DELETE('/users/me/identities/{provider}', { params: { path: { provider } } }));

const setPassword = (client: ApiClient, newPassword: string) =>
  unwrap(client.POST('/users/me/password', { body: { newPassword } }));

const reloadMethods = async (mutate: ScopedMutator) => {
  await mutate(keys.myIdentities());
};

/** Unlinks a provider; the last way to sign in answers 409 LAST_SIGN_IN_METHOD. */
export function useUnlinkIdentity(): (provider: IdentityProviderId) => Promise<MessageResponse> {
  return useApiMutation(unlink, reloadMethods);
}

/** Sets the first password of an account made through a provider (409 PASSWORD_ALREADY_SET when it has one). */
export function useSetPassword(): (newPassword: string) => Promise<MessageResponse> {
  return useApiMutation(setPassword, reloadMethods);
}
