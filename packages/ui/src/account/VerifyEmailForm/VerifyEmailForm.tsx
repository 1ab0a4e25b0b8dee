import { EnvelopeClosedIcon } from '@radix-ui/react-icons';
import { Strong, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { AppLink } from '../../_internal/AppLink';
import { Card } from '../../components/Card';
import { CodeField } from '../../components/CodeField';
import { FormShell, CODE_LENGTH, codeText } from '../../components/FormShell';
import { ResendCode } from './ResendCode';
import { messages } from './VerifyEmailForm.messages';

export interface VerifyEmailFormProps {
  /** The address the code was sent to, shown to the learner. */
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
}

/** The 6-digit email verification code, with resend and a way back to sign-up. */
export function VerifyEmailForm({
  email,
  onSubmit,
  onResend,
  submitError,
  isSubmitting,
  signupUrl,
}: VerifyEmailFormProps) {
  const intl = useIntl();
  const schema = useMemo(() => yup.object({ code: codeText(intl) }), [intl]);
  return (
    <Card.Root variant="page">
      <Card.Header
        icon={<EnvelopeClosedIcon width={32} height={32} />}
        title={intl.formatMessage(messages.title)}
        description={
          <FormattedMessage
            {...messages.sentTo}
            values={{ email, b: (chunks) => <Strong>{chunks}</Strong> }}
          />
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
        >
          {(formik) => (
            <>
              <CodeField name="code" label={intl.formatMessage(messages.code)} />
              <FormShell.Submit
                size="3"
                busyLabel={intl.formatMessage(messages.submitting)}
                disabled={formik.values.code.length !== CODE_LENGTH}
              >
                {intl.formatMessage(messages.submit)}
              </FormShell.Submit>
              <ResendCode onResend={onResend} />
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
