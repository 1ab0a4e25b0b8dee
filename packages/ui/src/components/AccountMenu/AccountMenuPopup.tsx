import { DashboardIcon, ExitIcon, GearIcon } from '@radix-ui/react-icons';
import { Box, DropdownMenu, Text } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import type { AccountMenuProps } from './AccountMenu';
import { messages } from './AccountMenu.messages';

/** The account menu itself: a chunk of its own, loaded by AccountMenu on the first press. */
export default function AccountMenuPopup({
  trigger,
  user,
  settingsUrl,
  dashboardUrl,
  onLogout,
}: AccountMenuProps & { trigger: ReactElement }) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
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
