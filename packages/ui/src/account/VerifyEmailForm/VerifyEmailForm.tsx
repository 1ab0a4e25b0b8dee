import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Strong, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { AppLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { CodeField } from '../../components/CodeField';
import { FormShell, CODE_LENGTH, codeText } from '../../components/FormShell';
import { useHydrated } from '../../_internal/useHydrated';
import { ResendCode } from './ResendCode';
import { messages } from './VerifyEmailForm.messages';

export interface VerifyEmailFormProps {
  /** The address the code was sent to, shown to the learner ('' when the page does not know it). */
  email: string;
  /** Checks the 6-digit code; resolve on success (the container goes on to /dashboard). */
  onSubmit: (values: { code: string }) => Promise<void>;
  /** Sends a new code; resolve when sent, reject when sending failed. */
  onResend: () => Promise<void>;
  /** Why the last code was refused (the server's message, or "Invalid code."). */
  submitError?: string;
  /** Forces the verifying state. */
  isSubmitting?: boolean;
  /** Where Back to Sign Up goes (the site's `config/paths.ts`). */
  signupUrl: string;
  /**
   * Where the form posts before the app runs, or without JavaScript (a server route that verifies the code, then
   * redirects); the address goes with the code when the page knows it. Resend code posts there too, with
   * `intent=resend`.
   */
  action?: string;
  /** A new code was sent: the server's answer to a resend posted before the app ran. */
  resent?: boolean;
}

/** The 6-digit email verification code, with resend and a way back to sign-up. */
export function VerifyEmailForm({
  email,
  onSubmit,
  onResend,
  submitError,
  isSubmitting,
  signupUrl,
  action,
  resent,
}: VerifyEmailFormProps) {
  const intl = useIntl();
  // A short code keeps Verify disabled, but only once the app runs: a page without it could never post the form.
  const hydrated = useHydrated();
  const schema = useMemo(() => yup.object({ code: codeText(intl) }), [intl]);
  return (
    <Card.Root variant="page">
      <Card.Header
        icon={<EnvelopeClosedIcon width={32} height={32} />}
        title={intl.formatMessage(messages.title)}
        description={
          email ? (
            <FormattedMessage
              {...messages.sentTo}
              values={{ email, b: (chunks) => <Strong>{chunks}</Strong> }}
            />
          ) : (
            intl.formatMessage(messages.sentToYou)
          )
        }
      />
      <Card.Body>
        <FormShell
          initialValues={{ code: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            await onSubmit(values).catch(() => undefined);
          }}
          submitError={submitError}
          submitErrorTitle={intl.formatMessage(messages.failed)}
          isSubmitting={isSubmitting}
          action={action}
        >
          {(formik) => (
            <>
              {action !== undefined && email && <input type="hidden" name="email" value={email} />}
              <CodeField name="code" label={intl.formatMessage(messages.code)} />
              <FormShell.Submit
                size="3"
                busyLabel={intl.formatMessage(messages.submitting)}
                disabled={hydrated && formik.values.code.length !== CODE_LENGTH}
              >
                {intl.formatMessage(messages.submit)}
              </FormShell.Submit>
              <ResendCode onResend={onResend} posts={action !== undefined} resent={resent} />
              <Text size="2" align="center">
                <AppLink href={signupUrl}>{intl.formatMessage(messages.backToSignup)}</AppLink>
              </Text>
            </>
          )}
        </FormShell>
      </Card.Body>
    </Card.Root>
  );
}
