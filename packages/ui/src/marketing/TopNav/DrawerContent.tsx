import { Separator } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NavLinkList } from './NavLinkList';
import { messages } from './TopNav.messages';
import type { NavLinkItem } from './navItems';

/** What the small-screen drawer holds: the same page links as the bar, then the account actions. */
export function DrawerContent({ links, actions }: { links: NavLinkItem[]; actions: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <nav aria-label={intl.formatMessage(messages.mainNav)}>
        <NavLinkList links={links} layout="drawer" />
      </nav>
      <Separator size="4" my="4" />
      {actions}
    </>
  );
}
