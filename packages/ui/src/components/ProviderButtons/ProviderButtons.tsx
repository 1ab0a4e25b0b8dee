import { Box, Button, Flex, Separator, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ProviderButtons.messages';

/** The identity providers a server may offer (`demo`: demo mode's local provider). */
export type IdentityProviderId = 'google' | 'microsoft' | 'github' | 'demo';
/** The order the buttons show in. */
const ORDER: readonly IdentityProviderId[] = ['google', 'microsoft', 'github', 'demo'];

export interface ProviderLink {
  id: IdentityProviderId;
  /** The server's start address for this provider: a full page navigation, never a client-side route. */
  href: string;
}

export interface ProviderButtonsProps {
  /** The configured providers only, in order; nothing renders without any. */
  providers: readonly ProviderLink[];
  /** Draw the "or" separator below the buttons (before a password form). */
  separator?: boolean;
  /** The list is still loading: keep one button's room so that the page does not move when it arrives. */
  reserve?: boolean;
  /**
   * Providers in the markup but hidden, for a page rendered before it knows which ones the server offers (a
   * pre-rendered page): the server reveals those it offers as it sends the page, removing `hidden` from each one's
   * link (`data-provider="<id>"`) and, when it offers any, from the block (`data-provider="any"`).
   */
  hiddenProviders?: readonly ProviderLink[];
}

function Mark({ id }: { id: IdentityProviderId }): ReactNode {
  // Plain shapes in the providers' colours, decorative only: the button's text names the provider.
  if (id === 'microsoft')
    return (
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <rect x="0" y="0" width="7.5" height="7.5" fill="#F25022" />
        <rect x="8.5" y="0" width="7.5" height="7.5" fill="#7FBA00" />
        <rect x="0" y="8.5" width="7.5" height="7.5" fill="#00A4EF" />
        <rect x="8.5" y="8.5" width="7.5" height="7.5" fill="#FFB900" />
      </svg>
    );
  const letter = { google: 'G', github: 'GH', demo: 'ID' }[id];
  return (
    <Box
      aria-hidden="true"
      style={{
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        padding: '0 4px',
        background: 'var(--gray-a4)',
        color: 'var(--gray-12)',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '20px',
        textAlign: 'center',
      }}
    >
      {letter}
    </Box>
  );
}

/**
 * The buttons above a sign-in or sign-up form, spaced from it: nothing without any provider (shown, hidden or
 * loading), and hidden with them while none is shown.
 */
export function ProvidersBeforeForm({
  providers,
  hiddenProviders = [],
  loading,
}: {
  providers: readonly ProviderLink[];
  hiddenProviders?: readonly ProviderLink[];
  loading: boolean;
}) {
  if (providers.length === 0 && !loading && hiddenProviders.length === 0) return null;
  return (
    <Flex
      direction="column"
      mb="4"
      {...(hiddenProviders.length > 0 && { 'data-provider': 'any', hidden: providers.length === 0 })}
    >
      <ProviderButtons providers={providers} hiddenProviders={hiddenProviders} reserve={loading} />
    </Flex>
  );
}

/** "Continue with Google / Microsoft / GitHub / the demo identity provider": one link per configured provider. */
export function ProviderButtons({
  providers,
  separator = true,
  reserve = false,
  hiddenProviders = [],
}: ProviderButtonsProps) {
  const intl = useIntl();
  if (providers.length === 0 && hiddenProviders.length === 0) {
    if (!reserve) return null;
    // While the list loads: one button's room (the demo provider's, the longest label), hidden from everyone.
    return (
      <div aria-hidden="true" inert style={{ visibility: 'hidden' }}>
        <ProviderButtons providers={[{ id: 'demo', href: '#' }]} separator={separator} />
      </div>
    );
  }
  const hidden = new Set(hiddenProviders.map((provider) => provider.id));
  const links = [...providers, ...hiddenProviders].sort((a, b) => ORDER.indexOf(a.id) - ORDER.indexOf(b.id));
  const noneShown = providers.length === 0;
  return (
    <Flex
      direction="column"
      gap="3"
      {...(hiddenProviders.length > 0 && { 'data-provider': 'any', hidden: noneShown })}
    >
      <Flex direction="column" gap="2" role="group" aria-label={intl.formatMessage(messages.group)}>
        {links.map((provider) => (
          <Button
            key={provider.id}
            asChild
            variant="outline"
            color="gray"
            size="3"
            highContrast
            // A long label (the demo provider's, French) wraps on a phone instead of overflowing the button.
            style={{ height: 'auto', minHeight: 'var(--base-button-height)', paddingBlock: 'var(--space-2)' }}
          >
            <a href={provider.href} data-provider={provider.id} hidden={hidden.has(provider.id)}>
              <Mark id={provider.id} />
              {intl.formatMessage(messages[provider.id])}
            </a>
          </Button>
        ))}
      </Flex>
      {separator && (
        <Flex align="center" gap="3" aria-hidden="true">
          <Separator size="4" style={{ flex: 1 }} />
          <Text size="2" color="gray">
            {intl.formatMessage(messages.or)}
          </Text>
          <Separator size="4" style={{ flex: 1 }} />
        </Flex>
      )}
    </Flex>
  );
}
