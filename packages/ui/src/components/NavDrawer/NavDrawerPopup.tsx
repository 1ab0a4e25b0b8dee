import * as Dialog from '@radix-ui/react-dialog';
import { Cross1Icon } from '@radix-ui/react-icons';
import { Flex, Heading, IconButton, Theme } from '@radix-ui/themes';
import { useState, type MouseEvent, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '../../stitches.config';
import type { NavDrawerProps } from './NavDrawer';
import { messages } from './NavDrawer.messages';

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

/** The drawer itself: a chunk of its own, loaded by NavDrawer on the first press, and opened. */
export default function NavDrawerPopup({
  trigger,
  children,
}: Pick<NavDrawerProps, 'children'> & { trigger: ReactElement }) {
  const intl = useIntl();
  const [open, setOpen] = useState(true);
  // One listener instead of an onClick per link: the content stays plain links from any screen.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        {/* Portalled content sits outside the page's Theme: re-enter it so tokens and appearance apply. */}
        <Theme asChild>
          <Overlay data-testid="nav-drawer-overlay" />
        </Theme>
        <Theme asChild>
          <Sheet aria-describedby={undefined} onClick={closeOnLink}>
            <Flex align="center" justify="between" mb="4">
              <Dialog.Title asChild>
                <Heading as="h2" size="4">
                  {intl.formatMessage(messages.title)}
                </Heading>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label={intl.formatMessage(messages.close)}>
                  <Cross1Icon aria-hidden />
                </IconButton>
              </Dialog.Close>
            </Flex>
            {children}
          </Sheet>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
