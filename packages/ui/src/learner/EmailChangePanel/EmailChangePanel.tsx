import { Button, Flex } from '@radix-ui/themes';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormField } from '../../components/FormField';
import { emailText } from '../../components/FormShell';
import { Card } from '../../components/Card';
import { SuccessText } from '../_internal/SuccessText';
import { messages } from './EmailChangePanel.messages';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import { isSameEmail } from './sameEmail';
import { VerifyCodeStep } from './VerifyCodeStep';

export interface EmailChangePanelProps {
  /** The account's email now; the field starts with it and Send Code stays off until it changes. */
  currentEmail: string;
  /** Sends a code to the new address after the password check; resolve when sent, reject on failure. */
  onRequestCode: (values: { newEmail: string; currentPassword: string }) => Promise<void>;
  /** Checks the code and changes the email; resolve on success (then pass the new `currentEmail`), reject on failure. */
  onVerify: (values: { newEmail: string; code: string }) => Promise<void>;
  /** Why sending the code failed (shown in the password dialog). */
  requestError?: string;
  /** Why the code was refused. */
  verifyError?: string;
  /** Start on the code step for this new address (e.g. to show that state on its own). */
  pendingEmail?: string;
}

type Outcome = 'codeSent' | 'updated' | undefined;

/** New email → password confirmation dialog → 6-digit code → Verify, with busy and error states at each step. */
export function EmailChangePanel(props: EmailChangePanelProps) {
  const { currentEmail, onRequestCode, onVerify, requestError, verifyError, pendingEmail } = props;
  const intl = useIntl();
  const [newEmail, setNewEmail] = useState(pendingEmail ?? '');
  const [step, setStep] = useState<'edit' | 'verify'>(pendingEmail ? 'verify' : 'edit');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const schema = useMemo(() => yup.object({ email: emailText(intl) }), [intl]);

  const requestCode = async (currentPassword: string) => {
    await onRequestCode({ newEmail, currentPassword });
    setDialogOpen(false);
    setStep('verify');
    setOutcome('codeSent');
  };
  const verify = async (code: string) => {
    await onVerify({ newEmail, code });
    setStep('edit');
    setOutcome('updated');
  };

  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        {step === 'edit' ? (
          <Formik
            initialValues={{ email: currentEmail }}
            enableReinitialize
            validationSchema={schema}
            onSubmit={({ email }) => {
              setNewEmail(email.trim());
              setOutcome(undefined);
              setDialogOpen(true);
            }}
          >
            {(formik) => (
              <Form noValidate>
                <Flex
                  gap="3"
                  align={{ initial: 'stretch', sm: 'end' }}
                  direction={{ initial: 'column', sm: 'row' }}
                >
                  <div style={{ flexGrow: 1, maxWidth: 420 }}>
                    <FormField
                      name="email"
                      type="email"
                      autoComplete="email"
                      label={intl.formatMessage(messages.newEmail)}
                    />
                  </div>
                  <Button type="submit" size="3" disabled={isSameEmail(formik.values.email, currentEmail)}>
                    {intl.formatMessage(messages.sendCode)}
                  </Button>
                </Flex>
              </Form>
            )}
          </Formik>
        ) : (
          <VerifyCodeStep
            newEmail={newEmail}
            onVerify={verify}
            onCancel={() => setStep('edit')}
            error={verifyError}
          />
        )}
        <SuccessText>
          {outcome && intl.formatMessage(outcome === 'codeSent' ? messages.codeSent : messages.updated)}
        </SuccessText>
        <PasswordConfirmDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          newEmail={newEmail}
          onConfirm={requestCode}
          error={requestError}
        />
      </Card.Body>
    </Card.Root>
  );
}
