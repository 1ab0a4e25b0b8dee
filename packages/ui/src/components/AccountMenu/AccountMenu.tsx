import { DashboardIcon, ExitIcon, GearIcon } from '@radix-ui/react-icons';
import { Avatar, Box, DropdownMenu, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { initialsOf } from '../../_internal/initials';
import { messages } from './AccountMenu.messages';

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

/** The signed-in learner's avatar (initials), opening their name and email, Settings and Logout. */
export function AccountMenu({ user, settingsUrl, dashboardUrl, onLogout }: AccountMenuProps) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        {/* Named by hidden text, not aria-label: the visible initials are decoration, not the name. */}
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
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ minWidth: 220 }}>
        <Box px="3" py="2">
          <Text as="p" size="2" weight="bold" truncate>
            {`${user.firstName} ${user.lastName}`.trim()}
          </Text>
          <Text as="p" size="1" color="gray" truncate>
            {user.email}
          </Text>
        </Box>
        <DropdownMenu.Separator />
        {dashboardUrl && (
          <DropdownMenu.Item asChild>
            <RouterLink href={dashboardUrl}>
              <DashboardIcon aria-hidden />
              {intl.formatMessage(messages.dashboard)}
            </RouterLink>
          </DropdownMenu.Item>
        )}
        <DropdownMenu.Item asChild>
          <RouterLink href={settingsUrl}>
            <GearIcon aria-hidden />
            {intl.formatMessage(messages.settings)}
          </RouterLink>
        </DropdownMenu.Item>
        <DropdownMenu.Item color="red" onSelect={onLogout}>
          <ExitIcon aria-hidden />
          {intl.formatMessage(messages.logout)}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
