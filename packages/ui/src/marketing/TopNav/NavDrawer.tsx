import * as Dialog from '@radix-ui/react-dialog';
import { Cross1Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, IconButton, Separator, Theme } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { keyframes, styled } from '../../stitches.config';
import { NavLink } from './NavLink';
import { messages } from './TopNav.messages';
import { isActivePath, navItems } from './navItems';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

const Overlay = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: 'var(--color-overlay)',
  animation: `${fadeIn} 150ms ease-out`,
  '@reducedMotion': { animation: 'none' },
});

const Sheet = styled(Dialog.Content, {
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  width: 'min(320px, 85vw)',
  overflowY: 'auto',
  padding: 'var(--space-4)',
  backgroundColor: 'var(--color-panel-solid)',
  boxShadow: 'var(--shadow-6)',
  animation: `${slideIn} 200ms ease-out`,
  '&:focus': { outline: 'none' },
  '@reducedMotion': { animation: 'none' },
});

interface NavDrawerProps {
  currentPath: string;
}

/** The small-screen navigation: a menu button opening a left sheet with the page links and account buttons. */
export function NavDrawer({ currentPath }: NavDrawerProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton variant="ghost" color="gray" size="2" aria-label={intl.formatMessage(messages.openMenu)}>
          <HamburgerMenuIcon width={18} height={18} aria-hidden />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        {/* Portalled content sits outside the page's Theme: re-enter it so tokens and appearance apply. */}
        <Theme asChild>
          <Overlay data-testid="nav-drawer-overlay" />
        </Theme>
        <Theme asChild>
          <Sheet aria-describedby={undefined}>
            <Flex align="center" justify="between" mb="4">
              <Dialog.Title asChild>
                <Heading as="h2" size="4">
                  {intl.formatMessage(messages.menuTitle)}
                </Heading>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label={intl.formatMessage(messages.closeMenu)}>
                  <Cross1Icon aria-hidden />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <nav aria-label={intl.formatMessage(messages.mainNav)}>
              <Flex asChild direction="column" gap="1">
                <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                  {navItems.map((item) => (
                    <li key={item.href}>
                      <NavLink
                        href={item.href}
                        layout="drawer"
                        active={isActivePath(currentPath, item.href)}
                        onClick={close}
                      >
                        {intl.formatMessage(item.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Flex>
            </nav>
            <Separator size="4" my="4" />
            <Flex direction="column" gap="3">
              <Button asChild variant="outline" size="3">
                <RouterLink href="/login" onClick={close}>
                  {intl.formatMessage(messages.login)}
                </RouterLink>
              </Button>
              <Button asChild size="3">
                <RouterLink href="/signup" onClick={close}>
                  {intl.formatMessage(messages.signup)}
                </RouterLink>
              </Button>
            </Flex>
          </Sheet>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
