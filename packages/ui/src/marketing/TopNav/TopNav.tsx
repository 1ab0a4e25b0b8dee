import { Container, Flex } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../i18n/messages';
import { styled } from '../../stitches.config';
import { breakpoints } from '../../theme/breakpoints';
import type { Appearance } from '../../theme/themeConfig';
import { AppearanceToggle, type AppearancePreference } from '../../components/AppearanceToggle';
import { LanguageMenu } from '../../components/LanguageMenu';
import { LogoLink } from '../../components/Logo';
import { NavDrawer } from '../../components/NavDrawer';
import { SkipLink } from '../../components/SkipLink';
import { AccountActions } from './AccountActions';
import { NavLinkList } from './NavLinkList';
import { DrawerContent } from './DrawerContent';
import { messages } from './TopNav.messages';
import { navLinks, type SignedInAccount, type TopNavUrls } from './navItems';

// The bar switches layout on its own width (a container query), so it is right wherever it is placed,
// and a story can show the small-screen layout at any viewport size.
const wide = `@container topnav (min-width: ${breakpoints.md}px)`;

const Bar = styled('header', {
  containerType: 'inline-size',
  containerName: 'topnav',
  position: 'sticky',
  top: 0,
  zIndex: 10,
  backgroundColor: 'var(--color-panel-solid)',
  borderBottom: '1px solid var(--gray-a5)',
});
const WideOnly = styled('div', { display: 'none', [wide]: { display: 'flex' } });
const NarrowOnly = styled('div', { display: 'flex', [wide]: { display: 'none' } });

export interface TopNavProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The current location's path, e.g. `/articles`; decides which link is marked as the current page. */
  currentPath: string;
  /** The interface language, shown as selected in the language menu. */
  locale: Locale;
  /** The theme shown now; decides the theme button's icon. */
  appearance: Appearance;
  /** What the visitor chose (light, dark or system), checked in the theme menu; `appearance` when omitted. */
  appearancePreference?: AppearancePreference;
  /** Called with the language the visitor picks. */
  onLocaleChange: (locale: Locale) => void;
  /** This page's address in each language: the language button also links to the other one (LanguageMenu). */
  localeAddresses?: Partial<Record<Locale, string>>;
  /** Called with the theme the visitor picks: light, dark or system. */
  onAppearancePreferenceChange: (preference: AppearancePreference) => void;
  /** This page's address the server sends in each theme: the theme button also links to the other (AppearanceToggle). */
  appearanceAddresses?: Partial<Record<Appearance, string>>;
  /** Where each link goes (the site's `config/paths.ts`). */
  urls: TopNavUrls;
  /** Id of the page's main content: the bar then starts with a "Skip to main content" link to it. */
  skipToId?: string;
  /** The signed-in visitor, if any: the bar then offers Dashboard and the account menu instead of the way in. */
  account?: SignedInAccount;
}

/** The public site's top bar: page links, language, theme, and the way in (Login, Sign Up) or back (Dashboard). */
export function TopNav({
  currentPath,
  locale,
  appearance,
  appearancePreference = appearance,
  onLocaleChange,
  localeAddresses,
  onAppearancePreferenceChange,
  appearanceAddresses,
  skipToId,
  urls,
  account,
  ...rest
}: TopNavProps) {
  const intl = useIntl();
  const links = navLinks(urls, currentPath, intl);
  return (
    <Bar {...rest}>
      {skipToId && <SkipLink targetId={skipToId} />}
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="4" style={{ minHeight: 64 }}>
          <Flex align="center" gap="3">
            <NarrowOnly>
              <NavDrawer>
                <DrawerContent
                  links={links}
                  actions={<AccountActions urls={urls} layout="drawer" account={account} />}
                />
              </NavDrawer>
            </NarrowOnly>
            <LogoLink href={urls.home} />
          </Flex>
          <WideOnly as="nav" aria-label={intl.formatMessage(messages.mainNav)}>
            <NavLinkList links={links} layout="bar" />
          </WideOnly>
          <Flex align="center" gap="3">
            <LanguageMenu
              locale={locale}
              onLocaleChange={onLocaleChange}
              label="name"
              addresses={localeAddresses}
            />
            <AppearanceToggle
              preference={appearancePreference}
              appearance={appearance}
              onPreferenceChange={onAppearancePreferenceChange}
              addresses={appearanceAddresses}
            />
            <WideOnly>
              <AccountActions urls={urls} layout="bar" account={account} />
            </WideOnly>
          </Flex>
        </Flex>
      </Container>
    </Bar>
  );
}
