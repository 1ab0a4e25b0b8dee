import type { IdentityProviderId, IdentityProviders, SignInMethods } from '../types';
import { unwrap } from '../client/unwrap';
import { keys } from '../swr/keys';
import { useApiClient } from '../swr/ApiClientProvider';
import { useApiQuery, type QueryOptions, type QueryResult } from '../swr/useApiQuery';

/** The identity providers the server offers ("Continue with …" buttons): configured ones only. */
export function useIdentityProviders({ enabled = true }: QueryOptions = {}): QueryResult<IdentityProviders> {
  const client = useApiClient();
  return useApiQuery(
    enabled
      ? { key: keys.identityProviders(), fetch: () => unwrap(client.GET('/users/identity-providers')) }
      : null,
  );
}

/** The signed-in learner's ways to sign in: the password, and the linked providers. */
export function useMyIdentities({ enabled = true }: QueryOptions = {}): QueryResult<SignInMethods> {
  const client = useApiClient();
  return useApiQuery(
    enabled ? { key: keys.myIdentities(), fetch: () => unwrap(client.GET('/users/me/identities')) } : null,
  );
}

/**
 * Where a "Continue with …" button (or a Settings Link button) sends the browser: a full page navigation to the
 * server, which redirects to the provider (openapi.yaml, "Sign-in with an identity provider").
 */
export function identityStartUrl(
  provider: IdentityProviderId,
  intent: 'signin' | 'link',
  lang: 'en' | 'fr',
  baseUrl = '/elearning/api',
): string {
  return `${baseUrl}/auth/identity/${provider}/start?intent=${intent}&lang=${lang}`;
}
