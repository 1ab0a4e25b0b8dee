import { Flex } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { BillingPanel, type BillingPanelProps } from '../BillingPanel';
import { DataRightsPanel, type DataRightsPanelProps } from '../DataRightsPanel';
import { ConnectedAccounts, type ConnectedAccountsProps } from '../ConnectedAccounts';
import { EmailChangePanel, type EmailChangePanelProps } from '../EmailChangePanel';
import { PasswordPanel, type PasswordPanelProps } from '../PasswordPanel';
import { ProfilePanel, type ProfilePanelProps } from '../ProfilePanel';
import { PageTitle } from '../_internal/PageTitle';
import { messages } from './SettingsPage.messages';

export interface SettingsPageProps extends ComponentPropsWithoutRef<'div'> {
  /** Props of the profile panel (names, read-only email, save). */
  profile: ProfilePanelProps;
  /** Props of the password panel; left out for an account without a password (Connected accounts sets one). */
  password?: PasswordPanelProps;
  /** Props of the email-change flow. */
  emailChange: EmailChangePanelProps;
  /** Props of the billing panel; the panel is left out when omitted. */
  billing?: BillingPanelProps;
  /** Props of the connected-accounts panel; left out when omitted (and when no provider is offered or linked). */
  connectedAccounts?: ConnectedAccountsProps;
  /** Props of the "Your data" panel (export, account deletion); left out when omitted. */
  dataRights?: DataRightsPanelProps;
}

/** The /settings page: profile, password, connected accounts, email change, billing and "Your data" panels. */
export function SettingsPage({
  profile,
  password,
  emailChange,
  billing,
  connectedAccounts,
  dataRights,
  ...rest
}: SettingsPageProps) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="5" maxWidth="820px" {...rest}>
      <PageTitle
        title={intl.formatMessage(messages.title)}
        subtitle={intl.formatMessage(messages.subtitle)}
      />
      <ProfilePanel {...profile} />
      {password && <PasswordPanel {...password} />}
      {connectedAccounts && <ConnectedAccounts {...connectedAccounts} />}
      <EmailChangePanel {...emailChange} />
      {billing && <BillingPanel {...billing} />}
      {dataRights && <DataRightsPanel {...dataRights} />}
    </Flex>
  );
}
