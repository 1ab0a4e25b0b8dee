import { identityStartUrl, useIdentityProviders, type IdentityProviderId } from '@elearning/api-client';
import type { ProviderLink } from '@elearning/ui';
import { useMemo, useState } from 'react';
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

/**
 * The providers the server that sent this page offers, as it says in `<html data-identity-providers>` (apps/api
 * http/site.ts); undefined where the page does not say (a render at build time, a page from another server).
 */
function offeredByPage(): IdentityProviderId[] | undefined {
  const said =
    typeof document === 'undefined' ? undefined : document.documentElement.dataset.identityProviders;
  return said?.split(' ').flatMap((id) => asProvider(id) ?? []);
}

export interface SignInProviders {
  providers: ProviderLink[];
  hiddenProviders: ProviderLink[];
  providersLoading: boolean;
}

/**
 * The sign-in and sign-up pages' "Continue with …" buttons. The server that sent the page says which providers it
 * offers, and its HTML already shows their buttons: the app draws the same, without asking. Rendered at build time,
 * the page has every button, hidden, for that server to reveal. Elsewhere the app asks for the list and keeps one
 * button's room meanwhile.
 */
export function useSignInProviders(): SignInProviders {
  const [offered] = useState(offeredByPage);
  const atBuild = typeof document === 'undefined';
  const list = useIdentityProviders({ enabled: offered === undefined && !atBuild });
  const lang = useIntl().locale.startsWith('fr') ? 'fr' : 'en';
  return useMemo(() => {
    const link = (id: IdentityProviderId) => ({ id, href: identityStartUrl(id, 'signin', lang) });
    if (atBuild) return { providers: [], hiddenProviders: PROVIDERS.map(link), providersLoading: false };
    const shown = offered ?? list.data?.providers;
    // Not SWR's isLoading: that is false before the request starts, and the room must already be kept.
    if (!shown) return { providers: [], hiddenProviders: [], providersLoading: !list.error };
    const hiddenIds = offered ? PROVIDERS.filter((id) => !shown.includes(id)) : [];
    return {
      providers: PROVIDERS.filter((id) => shown.includes(id)).map(link),
      hiddenProviders: hiddenIds.map(link),
      providersLoading: false,
    };
  }, [atBuild, offered, list.data, list.error, lang]);
}

/** The text of an `identityError` code the server's redirect carried back (unknown codes read as a refusal). */
export function useIdentityErrorText(code: string | null): string | undefined {
  const intl = useIntl();
  if (!code) return undefined;
  const known = Object.hasOwn(codeMessages, code)
    ? codeMessages[code as keyof typeof codeMessages]
    : codeMessages.IDENTITY_REFUSED;
  return intl.formatMessage(known);
}
