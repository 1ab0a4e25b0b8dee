import { Flex } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { LoginForm, type LoginFormProps } from '../LoginForm';
import { messages } from './LoginPage.messages';

export interface LoginPageProps extends LoginFormProps {
  /** While the session is being checked the page shows a spinner instead of the form. */
  isSessionLoading?: boolean;
}

/** The /login screen: the sign-in form centred on the page, or a spinner while the session loads. */
export function LoginPage({ isSessionLoading = false, ...formProps }: LoginPageProps) {
  const intl = useIntl();
  if (isSessionLoading) {
    return <LoadingSpinner variant="page" showLabel label={intl.formatMessage(messages.loadingSession)} />;
  }
  return (
    <Flex justify="center" align="start" px={{ initial: '3', sm: '5' }} py={{ initial: '6', sm: '9' }}>
      <LoginForm {...formProps} />
    </Flex>
  );
}
