import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { AppLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { PasswordField } from '../../components/PasswordField';
import { FormShell, currentPasswordText, emailText } from '../../components/FormShell';
import {
  ProvidersBeforeForm,
  providerNames,
  type IdentityProviderId,
  type ProviderLink,
} from '../../components/ProviderButtons';
import { messages } from './LoginForm.messages';

export interface LoginValues {
  email: string;
  password: string;
}

/** The login form's links. */
export interface LoginFormUrls {
  forgotPassword: string;
  signup: string;
}

export interface LoginFormProps {
  /** Signs in; resolve on success (the container then redirects), reject or resolve after setting `submitError`. */
  onSubmit: (values: LoginValues) => Promise<void>;
  /** Why the last attempt failed: the server's message, or "Login failed". Shown as an alert. */
  submitError?: string;
  /** Forces the busy state (e.g. while the container redirects after success). */
  isSubmitting?: boolean;
  /** Where the Forgot password and Sign up links go (the site's `config/paths.ts`). */
  urls: LoginFormUrls;
  /** Values to start with (e.g. the email typed on another page). */
  initialValues?: Partial<LoginValues>;
  /** "Continue with …" buttons: the configured identity providers only (none: no buttons). */
  providers?: readonly ProviderLink[];
  /** The provider list is still loading: the form keeps one button's room (the longest label's), so it does not move. */
  providersLoading?: boolean;
  /**
   * Providers in the page's markup but hidden, for a page rendered before it knows which the server offers: the
   * server reveals those it offers as it sends the page (ProviderButtons `hiddenProviders`).
   */
  hiddenProviders?: readonly ProviderLink[];
  /**
   * A provider account with this email waits to be linked: signing in here with the password links it. Shows a
   * notice naming the provider.
   */
  linkProvider?: IdentityProviderId;
  /** Where the form posts before the app runs, or without JavaScript (a server route that signs in). */
  action?: string;
}

/** Email and password sign-in, with links to reset the password and to sign up. */
export function LoginForm({
  onSubmit,
  submitError,
  isSubmitting,
  initialValues,
  urls,
  providers = [],
  providersLoading = false,
  hiddenProviders = [],
  linkProvider,
  action,
}: LoginFormProps) {
  const intl = useIntl();
  const schema = useMemo(
    () => yup.object({ email: emailText(intl), password: currentPasswordText(intl) }),
    [intl],
  );
  return (
    <Card.Root variant="page">
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        {linkProvider ? (
          <Callout.Root color="blue" role="status" mb="4">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>
              {intl.formatMessage(messages.linkNotice, {
                provider: intl.formatMessage(providerNames[linkProvider]),
              })}
            </Callout.Text>
          </Callout.Root>
        ) : (
          <ProvidersBeforeForm
            providers={providers}
            hiddenProviders={hiddenProviders}
            loading={providersLoading}
          />
        )}
        <FormShell
          initialValues={{ email: '', password: '', ...initialValues }}
          validationSchema={schema}
          onSubmit={async (values) => {
            await onSubmit({ ...values, email: values.email.trim() }).catch(() => undefined);
          }}
          submitError={submitError}
          submitErrorTitle={intl.formatMessage(messages.failed)}
          isSubmitting={isSubmitting}
          action={action}
        >
          <FormField
            name="email"
            type="email"
            autoComplete="email"
            label={intl.formatMessage(messages.email)}
          />
          <Flex direction="column" gap="2">
            <PasswordField
              name="password"
              autoComplete="current-password"
              label={intl.formatMessage(messages.password)}
            />
            <Text size="2" align="right">
              <AppLink href={urls.forgotPassword}>{intl.formatMessage(messages.forgotPassword)}</AppLink>
            </Text>
          </Flex>
          <FormShell.Submit size="3" busyLabel={intl.formatMessage(messages.submitting)}>
            {intl.formatMessage(messages.submit)}
          </FormShell.Submit>
          <Text size="2" align="center">
            <Text color="gray">{intl.formatMessage(messages.noAccount)}</Text>{' '}
            <AppLink href={urls.signup}>{intl.formatMessage(messages.signUp)}</AppLink>
          </Text>
        </FormShell>
      </Card.Body>
    </Card.Root>
  );
}
