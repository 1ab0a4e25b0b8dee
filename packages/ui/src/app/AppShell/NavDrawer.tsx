import { Cross2Icon, HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css, keyframes } from '../../stitches.config';
import { messages } from './AppShell.messages';
import { SideNav } from './SideNav';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });

// Repeated class beats Radix's centred-dialog animation selector.
const slideFromLeft = css({
  '&&&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
  '@reducedMotion': { '&&&[data-state="open"]': { animation: 'none' } },
});

/** The side menu as a drawer on small screens; closes on overlay click, Escape, the close button or a link. */
export function NavDrawer({ currentPath }: { currentPath: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger>
        <IconButton variant="ghost" color="gray" size="3" aria-label={intl.formatMessage(messages.openMenu)}>
          <HamburgerMenuIcon width={20} height={20} aria-hidden />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content
        aria-describedby={undefined}
        size="1"
        className={slideFromLeft()}
        // Radix Themes centres dialogs; these inline rules pin it to the left edge as a full-height sheet.
        style={{
          position: 'fixed',
          top: 0,
          bottom: 0,
          left: 0,
          width: 'min(300px, 85vw)',
          maxWidth: 'none',
          maxHeight: 'none',
          margin: 0,
          borderRadius: 0,
          padding: 0,
        }}
      >
        <Flex justify="between" align="center" px="4" py="3">
          <Dialog.Title size="4" mb="0">
            {intl.formatMessage(messages.menuTitle)}
          </Dialog.Title>
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={intl.formatMessage(messages.closeMenu)}>
              <Cross2Icon aria-hidden />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <SideNav currentPath={currentPath} onNavigate={() => setOpen(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
