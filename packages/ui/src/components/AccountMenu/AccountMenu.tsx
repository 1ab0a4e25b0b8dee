import { Avatar, IconButton, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import { initialsOf } from '../../_internal/initials';
import { messages } from './AccountMenu.messages';

const loadPopup = () => import('./AccountMenuPopup');
const AccountMenuPopup = lazy(loadPopup);

export interface AccountMenuUser {
  firstName: string;
  lastName: string;
  email: string;
}

export interface AccountMenuProps {
  user: AccountMenuUser;
  settingsUrl: string;
  /** Adds a Dashboard item, for frames outside the signed-in area (public pages). */
  dashboardUrl?: string;
  onLogout: () => void;
}

/**
 * The signed-in learner's avatar (initials), opening their name and email, Settings and Logout. The menu's
 * code loads on the first press (DeferredPopup).
 */
export function AccountMenu(props: AccountMenuProps) {
  const intl = useIntl();
  const { user } = props;
  // Named by hidden text, not aria-label: the visible initials are decoration, not the name.
  const trigger = (
    <IconButton variant="ghost" radius="full" size="3">
      <span aria-hidden style={{ display: 'contents' }}>
        <Avatar
          size="2"
          radius="full"
          variant="solid"
          fallback={initialsOf(user.firstName, user.lastName, intl.locale)}
        />
      </span>
      <VisuallyHidden>{intl.formatMessage(messages.trigger)}</VisuallyHidden>
    </IconButton>
  );
  return (
    <DeferredPopup trigger={trigger} kind="menu" preload={loadPopup}>
      <AccountMenuPopup {...props} trigger={trigger} />
    </DeferredPopup>
  );
}

/**
 * The trigger's place while the session loads (the learner is not known yet): the same button, its avatar a
 * skeleton, disabled and hidden from assistive technology, so the menu replaces it without moving the header.
 */
export function AccountMenuPlaceholder() {
  return (
    <IconButton variant="ghost" radius="full" size="3" disabled aria-hidden>
      <span style={{ display: 'contents' }}>
        <Skeleton>
          <Avatar size="2" radius="full" variant="solid" fallback="" />
        </Skeleton>
      </span>
    </IconButton>
  );
}
