import { identityStartUrl, useIdentityProviders, type IdentityProviderId } from '@elearning/api-client';
import type { ProviderLink } from '@elearning/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { codeMessages } from '../../lib/errorMessages';

/**
 * The "Continue with …" links of the providers the server offers (none while loading or when none is configured:
 * never a broken button). `signin` from /login and /signup, `link` from Settings.
 */
export function useProviderLinks(intent: 'signin' | 'link'): ProviderLink[] {
  const { data } = useIdentityProviders();
  const intl = useIntl();
  const lang = intl.locale.startsWith('fr') ? 'fr' : 'en';
  return useMemo(
    () => (data?.providers ?? []).map((id) => ({ id, href: identityStartUrl(id, intent, lang) })),
    [data, intent, lang],
  );
}

const PROVIDERS: readonly IdentityProviderId[] = ['google', 'microsoft', 'github', 'demo'];

export const asProvider = (value: string | null): IdentityProviderId | undefined =>
  PROVIDERS.find((id) => id === value);

/** The text of an `identityError` code the server's redirect carried back (unknown codes read as a refusal). */
export function useIdentityErrorText(code: string | null): string | undefined {
  const intl = useIntl();
  if (!code) return undefined;
  const known = Object.hasOwn(codeMessages, code)
    ? codeMessages[code as keyof typeof codeMessages]
    : codeMessages.IDENTITY_REFUSED;
  return intl.formatMessage(known);
}
