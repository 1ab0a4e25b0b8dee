import { useChangeForgotPassword } from '@elearning/api-client';
import { ChangePasswordForm, type ChangePasswordFormProps } from '@elearning/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { serverMessage } from '../../lib/errors';
import { storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/** The new password after a sign-in with a temporary one; success ends the forced change. */
export function ChangePasswordContainer() {
  const changePassword = useChangeForgotPassword();
  const texts = useTexts();
  const [submitError, setSubmitError] = useState<string>();

  const onSubmit: ChangePasswordFormProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    try {
      await changePassword(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.changePasswordFailed);
      throw error;
    }
    writeStorage(storageKeys.tempLogin, null);
  };

  return (
    <AccountFrame>
      <ChangePasswordForm onSubmit={onSubmit} submitError={submitError} dashboardUrl={paths.dashboard} />
    </AccountFrame>
  );
}
