import { Box, Flex } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import type { Locale } from '../../i18n/messages';
import { css } from '../../stitches.config';
import type { Appearance } from '../../theme/themeConfig';
import { AppearanceToggle, type AppearancePreference } from '../../components/AppearanceToggle';
import { LanguageMenu } from '../../components/LanguageMenu';
import { NavDrawer } from '../../components/NavDrawer';
import { SkipLink } from '../../components/SkipLink';
import { BrandLink } from './BrandLink';
import { SideNav } from './SideNav';
import type { AppShellUrls } from './navItems';
import type { AppUser } from './types';
import { AccountMenu, AccountMenuPlaceholder } from '../../components/AccountMenu';

export type { AppUser, AppShellUrls };

const topBar = css({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  height: 64,
  borderBottom: '1px solid var(--gray-a5)',
  backgroundColor: 'var(--color-background)',
});

const sidebar = css({ borderRight: '1px solid var(--gray-a5)', flexShrink: 0, width: 240 });

// A slow device paints a page the server rendered before its parser has reached the page's end: a row of cards
// then grew when a later card arrived, and the cards drawn already moved (/tests at 1 350 px with the CPU slowed
// 4×). The page is drawn once its end marker is parsed, all at once.
const page = css({ '&:not(:has(> [data-page-end])) > *': { visibility: 'hidden' } });

export interface AppShellProps extends ComponentPropsWithoutRef<'div'> {
  /** The current route path; decides the active menu item (equal to or under the item's path). */
  currentPath: string;
  /**
   * The signed-in learner: name for the avatar initials, email for the account menu. Undefined while the
   * session loads: the account menu's place holds a placeholder of its size (the frame does not move).
   */
  user?: AppUser;
  /** The language shown as selected in the language menu. */
  locale: Locale;
  /** The theme shown now; decides the theme button's icon. */
  appearance: Appearance;
  /** What the learner chose (light, dark or system), checked in the theme menu; `appearance` when omitted. */
  appearancePreference?: AppearancePreference;
  /** The learner picked another language. */
  onLocaleChange: (locale: Locale) => void;
  /** The learner picked a theme: light, dark or system. */
  onAppearancePreferenceChange: (preference: AppearancePreference) => void;
  /** Logout was chosen in the account menu. */
  onLogout: () => void;
  /** Where each link goes (the site's `config/paths.ts`). */
  urls: AppShellUrls;
  /** The page. */
  children: ReactNode;
}

/** The authenticated frame: top bar, side menu (a drawer on small screens), skip link and the main landmark. */
export function AppShell({
  currentPath,
  user,
  locale,
  appearance,
  appearancePreference = appearance,
  onLocaleChange,
  onAppearancePreferenceChange,
  onLogout,
  urls,
  children,
  ...rest
}: AppShellProps) {
  return (
    <Flex
      direction="column"
      minHeight="100vh"
      position="relative"
      {...rest}
      // Sticky parts of a page (the exam header) stick below the top bar.
      style={{ '--app-top-bar-height': '64px', ...rest.style } as CSSProperties}
    >
      <SkipLink targetId="main-content" />
      <header className={topBar()}>
        <Flex align="center" justify="between" height="100%" px={{ initial: '3', sm: '5' }} gap="3">
          <Flex align="center" gap="3">
            <Box display={{ initial: 'block', md: 'none' }}>
              <NavDrawer size="3">
                <SideNav currentPath={currentPath} urls={urls} />
              </NavDrawer>
            </Box>
            <BrandLink href={urls.dashboard} />
          </Flex>
          <Flex align="center" gap={{ initial: '3', sm: '4' }}>
            <LanguageMenu locale={locale} onLocaleChange={onLocaleChange} label="name" />
            <AppearanceToggle
              size="3"
              preference={appearancePreference}
              appearance={appearance}
              onPreferenceChange={onAppearancePreferenceChange}
            />
            {user ? (
              <AccountMenu user={user} settingsUrl={urls.settings} onLogout={onLogout} />
            ) : (
              <AccountMenuPlaceholder />
            )}
          </Flex>
        </Flex>
      </header>
      <Flex flexGrow="1">
        <Box display={{ initial: 'none', md: 'block' }} className={sidebar()}>
          <Box position="sticky" top="64px">
            <SideNav currentPath={currentPath} urls={urls} />
          </Box>
        </Box>
        <Box asChild flexGrow="1" minWidth="0">
          <main id="main-content" tabIndex={-1} style={{ outline: 'none' }}>
            <Box
              className={page()}
              px={{ initial: '4', sm: '6' }}
              py={{ initial: '5', sm: '6' }}
              maxWidth="1200px"
              mx="auto"
            >
              {children}
              <span data-page-end="" hidden />
            </Box>
          </main>
        </Box>
      </Flex>
    </Flex>
  );
}
