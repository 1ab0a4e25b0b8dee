import { Button, Container, Flex } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import type { Locale } from '../../i18n/messages';
import { styled } from '../../stitches.config';
import { breakpoints } from '../../theme/breakpoints';
import type { Appearance } from '../../theme/themeConfig';
import { AppearanceToggle, type AppearancePreference } from '../../components/AppearanceToggle';
import { LanguageMenu } from '../../components/LanguageMenu';
import { NavDrawer } from '../../components/NavDrawer';
import { SkipLink } from '../../components/SkipLink';
import { BrandLink } from '../_internal/Brand';
import { NavLink } from './NavLink';
import { DrawerContent } from './DrawerContent';
import { messages } from './TopNav.messages';
import { isActivePath, navItems, type TopNavUrls } from './navItems';

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
  /** Called with the theme the visitor picks: light, dark or system. */
  onAppearancePreferenceChange: (preference: AppearancePreference) => void;
  /** Where each link goes (the site's `config/paths.ts`). */
  urls: TopNavUrls;
  /** Id of the page's main content: the bar then starts with a "Skip to main content" link to it. */
  skipToId?: string;
}

/** The public site's top bar: page links, language, theme, and the way in (Login, Sign Up). */
export function TopNav({
  currentPath,
  locale,
  appearance,
  appearancePreference = appearance,
  onLocaleChange,
  onAppearancePreferenceChange,
  skipToId,
  urls,
  ...rest
}: TopNavProps) {
  const intl = useIntl();
  return (
    <Bar {...rest}>
      {skipToId && <SkipLink targetId={skipToId} />}
      <Container size="4" px="4">
        <Flex align="center" justify="between" gap="4" style={{ minHeight: 64 }}>
          <Flex align="center" gap="3">
            <NarrowOnly>
              <NavDrawer>
                <DrawerContent currentPath={currentPath} urls={urls} />
              </NavDrawer>
            </NarrowOnly>
            <BrandLink href={urls.home} />
          </Flex>
          <WideOnly as="nav" aria-label={intl.formatMessage(messages.mainNav)}>
            <Flex asChild gap="1">
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {navItems.map((item) => (
                  <li key={item.key}>
                    <NavLink
                      href={urls[item.key]}
                      layout="bar"
                      active={isActivePath(currentPath, urls[item.key])}
                    >
                      {intl.formatMessage(item.label)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </Flex>
          </WideOnly>
          <Flex align="center" gap="3">
            <LanguageMenu locale={locale} onLocaleChange={onLocaleChange} />
            <AppearanceToggle
              preference={appearancePreference}
              appearance={appearance}
              onPreferenceChange={onAppearancePreferenceChange}
            />
            <WideOnly css={{ gap: 'var(--space-2)' }}>
              <Button asChild variant="soft" color="gray">
                <RouterLink href={urls.login}>{intl.formatMessage(messages.login)}</RouterLink>
              </Button>
              <Button asChild>
                <RouterLink href={urls.signup}>{intl.formatMessage(messages.signup)}</RouterLink>
              </Button>
            </WideOnly>
          </Flex>
        </Flex>
      </Container>
    </Bar>
  );
}
