import { useResendVerificationCode, useVerifyEmail } from '@elearning/api-client';
import { useHydrated, VerifyEmailForm, type VerifyEmailFormProps } from '@elearning/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useRefusalInAddress, useServerMessage } from '../../lib/errors';
import { useNotify } from '../../lib/notify';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/**
 * The emailed code for the address stored at sign-up (pendingEmail); success signs the learner in. Before the app
 * runs (or without JavaScript) the form posts to the page's own address: the server verifies the code for the
 * address its sign-up registered and goes on to the dashboard, or comes back with the refusal (`?error=`); its
 * Resend code sends a new one and comes back with `?resent=1`.
 */
export function VerifyEmailContainer() {
  const serverMessage = useServerMessage();
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const navigate = useNavigate();
  const notify = useNotify();
  const texts = useTexts();
  const pathIn = usePathIn();
  // Read once in the browser; undefined until hydrated: the pre-rendered page (no storage on the server) shows
  // the form without the address.
  const hydrated = useHydrated();
  // `?email=`: a new account from an identity provider that did not verify the address (the server sent the code).
  const [params, setParams] = useSearchParams();
  const fromProvider = params.get('email');
  const refusal = useRefusalInAddress(params.get('error'));
  const email = useMemo(() => {
    if (!hydrated) return undefined;
    if (fromProvider) writeStorage(storageKeys.pendingEmail, fromProvider);
    return readStorage(storageKeys.pendingEmail);
  }, [hydrated, fromProvider]);
  const [submitError, setSubmitError] = useState<string>();

  // Once, even when React replays effects in development.
  const sentBack = useRef(false);
  useEffect(() => {
    if (email !== null || sentBack.current) return;
    sentBack.current = true;
    notify.failure('noPendingEmail');
    navigate(pathIn(paths.signup), { replace: true });
  }, [email, notify, navigate, pathIn]);
  if (email === null) return null;

  const onSubmit: VerifyEmailFormProps['onSubmit'] = async ({ code }) => {
    setSubmitError(undefined);
    if (!email) return;
    if (params.has('error')) setParams({}, { replace: true });
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
    if (email) await resend({ email });
  };

  return (
    <AccountFrame>
      <VerifyEmailForm
        email={email ?? ''}
        onSubmit={onSubmit}
        onResend={onResend}
        submitError={submitError ?? refusal}
        signupUrl={pathIn(paths.signup)}
        action={pathIn(paths.verify)}
        resent={params.get('resent') === '1'}
      />
    </AccountFrame>
  );
}
