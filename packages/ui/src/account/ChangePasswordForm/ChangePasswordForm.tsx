import { CheckCircledIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { AppLink, RouterLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { FormShell } from '../../components/FormShell';
import { NewPasswordFields, newPasswordRules } from '../../components/NewPasswordFields';
import { messages } from './ChangePasswordForm.messages';

export interface ChangePasswordFormProps {
  /** Saves the new password; resolve on success (the success view shows), reject on failure. */
  onSubmit: (values: { newPassword: string }) => Promise<void>;
  /** Why the last attempt failed (the server's text, or "An error occurred."). */
  submitError?: string;
  /** Forces the busy state. */
  isSubmitting?: boolean;
  /** Opens on the success view (e.g. to show that state on its own). */
  isDone?: boolean;
  /** Where Continue and Back to Dashboard go (the site's `config/paths.ts`). */
  dashboardUrl: string;
  /**
   * While the change is forced the dashboard is out of reach (it sends the learner back here), so the way out
   * is to sign out: given, a Sign out button replaces Back to dashboard.
   */
  onSignOut?: () => void;
  /**
   * Given after a refusal this form cannot get past (another session holds the change): a "Send a new
   * temporary password" button, the way out that does not depend on the lost session.
   */
  onRequestNewPassword?: () => void;
}

/** A new password and its confirmation, each with a show/hide toggle, then a way on to the dashboard. */
export function ChangePasswordForm({
  onSubmit,
  submitError,
  isSubmitting,
  isDone = false,
  dashboardUrl,
  onSignOut,
  onRequestNewPassword,
}: ChangePasswordFormProps) {
  const intl = useIntl();
  const [done, setDone] = useState(isDone);
  const schema = useMemo(() => yup.object(newPasswordRules(intl)), [intl]);

  if (done) {
    return (
      <Card.Root variant="page">
        <Card.Header
          icon={<CheckCircledIcon width={32} height={32} />}
          title={intl.formatMessage(messages.successTitle)}
          description={intl.formatMessage(messages.successText)}
        />
        <Card.Body>
          <Button size="3" asChild>
            <RouterLink href={dashboardUrl}>{intl.formatMessage(messages.continue)}</RouterLink>
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Card.Root variant="page">
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        <FormShell
          initialValues={{ newPassword: '', confirmPassword: '' }}
          validationSchema={schema}
          onSubmit={async ({ newPassword }) => {
            await onSubmit({ newPassword }).then(
              () => setDone(true),
              () => undefined,
            );
          }}
          submitError={submitError}
          submitErrorTitle={intl.formatMessage(messages.failed)}
          isSubmitting={isSubmitting}
        >
          <NewPasswordFields />
          <FormShell.Submit size="3" busyLabel={intl.formatMessage(messages.submitting)}>
            {intl.formatMessage(messages.submit)}
          </FormShell.Submit>
          {onRequestNewPassword && (
            <Button type="button" size="3" variant="soft" onClick={onRequestNewPassword}>
              {intl.formatMessage(messages.requestNewPassword)}
            </Button>
          )}
          {onSignOut ? (
            <Button
              type="button"
              variant="ghost"
              color="gray"
              onClick={onSignOut}
              style={{ alignSelf: 'center' }}
            >
              {intl.formatMessage(messages.signOut)}
            </Button>
          ) : (
            <Text size="2" align="center">
              <AppLink href={dashboardUrl}>{intl.formatMessage(messages.backToDashboard)}</AppLink>
            </Text>
          )}
        </FormShell>
      </Card.Body>
    </Card.Root>
  );
}
