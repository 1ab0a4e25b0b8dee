import { ExitIcon } from '@radix-ui/react-icons';
import { Button, Flex } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { AccountMenu } from '../../components/AccountMenu';
import { messages } from './TopNav.messages';
import type { SignedInAccount, TopNavUrls } from './navItems';

interface AccountActionsProps {
  urls: TopNavUrls;
  layout: 'bar' | 'drawer';
  /** The signed-in visitor, if any: then Dashboard and the account menu replace Login and Sign Up. */
  account?: SignedInAccount;
}

/** The way in (Login, Sign Up) or, signed in, the way back (Dashboard, account menu). */
export function AccountActions({ urls, layout, account }: AccountActionsProps) {
  const intl = useIntl();
  const inDrawer = layout === 'drawer';
  const size = inDrawer ? '3' : '2';
  if (account) {
    return (
      <Flex direction={inDrawer ? 'column' : 'row'} align={inDrawer ? 'stretch' : 'center'} gap="3">
        <Button asChild size={size}>
          <RouterLink href={urls.dashboard}>{intl.formatMessage(messages.dashboard)}</RouterLink>
        </Button>
        {inDrawer ? (
          <>
            <Button asChild size={size} variant="outline">
              <RouterLink href={urls.settings}>{intl.formatMessage(messages.settings)}</RouterLink>
            </Button>
            <Button size={size} variant="soft" color="red" onClick={account.onLogout}>
              <ExitIcon aria-hidden />
              {intl.formatMessage(messages.logout)}
            </Button>
          </>
        ) : (
          <AccountMenu
            user={account.user}
            settingsUrl={urls.settings}
            dashboardUrl={urls.dashboard}
            onLogout={account.onLogout}
          />
        )}
      </Flex>
    );
  }
  return (
    <Flex direction={inDrawer ? 'column' : 'row'} gap={inDrawer ? '3' : '2'}>
      <Button
        asChild
        size={size}
        variant={inDrawer ? 'outline' : 'soft'}
        color={inDrawer ? undefined : 'gray'}
      >
        <RouterLink href={urls.login}>{intl.formatMessage(messages.login)}</RouterLink>
      </Button>
      <Button asChild size={size}>
        <RouterLink href={urls.signup}>{intl.formatMessage(messages.signup)}</RouterLink>
      </Button>
    </Flex>
  );
}
