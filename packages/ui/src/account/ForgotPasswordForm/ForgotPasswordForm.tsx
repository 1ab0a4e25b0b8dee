import { Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { AppLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { FormShell, emailText } from '../../components/FormShell';
import { CheckEmailView } from './CheckEmailView';
import { messages } from './ForgotPasswordForm.messages';

export interface ForgotPasswordFormProps {
  /** Requests a temporary password by mail; resolve when sent (the Check your email view shows), reject when it failed. */
  onSubmit: (values: { email: string }) => Promise<void>;
  /** Why the last request failed (the text of the server's error code, or the screen's own). */
  submitError?: string;
  /** Forces the busy state. */
  isSubmitting?: boolean;
  /**
   * Opens on the Check your email view for this address (e.g. to show that state on its own); `''` when the
   * address is not known here (the server took the posted form): the view then says "that address".
   */
  sentTo?: string;
  /** Where Back to Login goes (the site's `config/paths.ts`). */
  loginUrl: string;
  /**
   * Where the form posts before the app runs, or without JavaScript (a server route that sends the temporary
   * password); Try another address then also leads there, so it works before the app runs too.
   */
  action?: string;
}

/** Asks for the account email, then confirms that a temporary password was sent, with a retry for another address. */
export function ForgotPasswordForm({
  onSubmit,
  submitError,
  isSubmitting,
  sentTo,
  loginUrl,
  action,
}: ForgotPasswordFormProps) {
  const intl = useIntl();
  const [sent, setSent] = useState<string | undefined>(sentTo);
  const [lastEmail, setLastEmail] = useState(sentTo ?? '');
  const schema = useMemo(() => yup.object({ email: emailText(intl) }), [intl]);

  if (sent !== undefined)
    return (
      <CheckEmailView email={sent} loginUrl={loginUrl} retryUrl={action} onRetry={() => setSent(undefined)} />
    );

  return (
    <Card.Root variant="page">
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        <FormShell
          initialValues={{ email: lastEmail }}
          validationSchema={schema}
          onSubmit={async ({ email }) => {
            const trimmed = email.trim();
            setLastEmail(trimmed);
            await onSubmit({ email: trimmed }).then(
              () => setSent(trimmed),
              () => undefined,
            );
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
          <FormShell.Submit size="3" busyLabel={intl.formatMessage(messages.submitting)}>
            {intl.formatMessage(messages.submit)}
          </FormShell.Submit>
          <Text size="2" align="center">
            <AppLink href={loginUrl}>{intl.formatMessage(messages.backToLogin)}</AppLink>
          </Text>
        </FormShell>
      </Card.Body>
    </Card.Root>
  );
}
