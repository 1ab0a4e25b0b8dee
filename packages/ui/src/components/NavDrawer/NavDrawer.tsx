import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { lazy, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import { navDrawerPropDefs, type NavDrawerSize } from './NavDrawer.props';
import { messages } from './NavDrawer.messages';

const loadPopup = () => import('./NavDrawerPopup');
const NavDrawerPopup = lazy(loadPopup);

export interface NavDrawerProps {
  /** The sheet's content: navigation links, account buttons. A click on any link in it closes the drawer. */
  children: ReactNode;
  /** The menu button's size. */
  size?: NavDrawerSize;
}

/**
 * The small-screen navigation: a menu button opening a sheet from the left. It closes on the overlay,
 * Escape, its close button, or a followed link. The sheet's code (Radix Dialog, focus trap, scroll lock) loads
 * on the first press (DeferredPopup).
 */
export function NavDrawer({ children, size = navDrawerPropDefs.size.default }: NavDrawerProps) {
  const intl = useIntl();
  const trigger = (
    <IconButton variant="ghost" color="gray" size={size} aria-label={intl.formatMessage(messages.open)}>
      <HamburgerMenuIcon width={18} height={18} aria-hidden />
    </IconButton>
  );
  return (
    <DeferredPopup trigger={trigger} kind="dialog" preload={loadPopup}>
      <NavDrawerPopup trigger={trigger}>{children}</NavDrawerPopup>
    </DeferredPopup>
  );
}
