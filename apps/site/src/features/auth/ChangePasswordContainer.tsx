import { isApiError, useChangeForgotPassword } from '@elearning/api-client';
import { ChangePasswordForm, type ChangePasswordFormProps } from '@elearning/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { useServerMessage } from '../../lib/errors';
import { storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/** The new password after a sign-in with a temporary one; success ends the forced change. */
export function ChangePasswordContainer() {
  const serverMessage = useServerMessage();
  const changePassword = useChangeForgotPassword();
  const texts = useTexts();
  const [submitError, setSubmitError] = useState<string>();
  // Refused because another session holds the change: this page cannot finish it, a new temporary password can.
  const [heldElsewhere, setHeldElsewhere] = useState(false);
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const pathIn = usePathIn();

  const onRequestNewPassword = async () => {
    await logout();
    writeStorage(storageKeys.tempLogin, null);
    navigate(pathIn(paths.forgotPassword), { replace: true });
  };

  // Forced: every signed-in page leads back here, so the way out is signing out (not Back to dashboard).
  const onSignOut = user?.mustChangePassword
    ? async () => {
        await logout();
        writeStorage(storageKeys.tempLogin, null);
        navigate(pathIn(paths.login), { replace: true });
      }
    : undefined;

  const onSubmit: ChangePasswordFormProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    try {
      await changePassword(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.changePasswordFailed);
      setHeldElsewhere(isApiError(error) && error.code === 'PASSWORD_CHANGE_OTHER_SESSION');
      throw error;
    }
    writeStorage(storageKeys.tempLogin, null);
  };

  return (
    <AccountFrame>
      <ChangePasswordForm
        onSubmit={onSubmit}
        submitError={submitError}
        dashboardUrl={paths.dashboard}
        onSignOut={onSignOut && (() => void onSignOut())}
        onRequestNewPassword={heldElsewhere ? () => void onRequestNewPassword() : undefined}
      />
    </AccountFrame>
  );
}
