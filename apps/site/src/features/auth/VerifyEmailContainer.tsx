import { useResendVerificationCode, useVerifyEmail } from '@elearning/api-client';
import { VerifyEmailForm, type VerifyEmailFormProps } from '@elearning/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { serverMessage } from '../../lib/errors';
import { useNotify } from '../../lib/notify';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/** The emailed code for the address stored at sign-up (pendingEmail); success signs the learner in. */
export function VerifyEmailContainer() {
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const navigate = useNavigate();
  const notify = useNotify();
  const texts = useTexts();
  const [email] = useState(() => readStorage(storageKeys.pendingEmail));
  const [submitError, setSubmitError] = useState<string>();

  // Once, even when React replays effects in development.
  const sentBack = useRef(false);
  useEffect(() => {
    if (email || sentBack.current) return;
    sentBack.current = true;
    notify.failure('noPendingEmail');
    navigate(paths.signup, { replace: true });
  }, [email, notify, navigate]);
  if (!email) return null;

  const onSubmit: VerifyEmailFormProps['onSubmit'] = async ({ code }) => {
    setSubmitError(undefined);
    try {
      await verify({ email, code });
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.invalidCode);
      throw error;
    }
    writeStorage(storageKeys.pendingEmail, null);
    notify.success('emailVerified');
    navigate(paths.dashboard, { replace: true });
  };

  const onResend = async () => {
    await resend({ email });
  };

  return (
    <AccountFrame>
      <VerifyEmailForm
        email={email}
        onSubmit={onSubmit}
        onResend={onResend}
        submitError={submitError}
        signupUrl={paths.signup}
      />
    </AccountFrame>
  );
}
