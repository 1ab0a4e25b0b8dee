import { useForgotPassword } from '@elearning/api-client';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from '@elearning/ui';
import { useState } from 'react';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useServerMessage } from '../../lib/errors';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/** Asks for a temporary password by email; the form's own Check your email view confirms it. */
export function ForgotPasswordContainer() {
  const serverMessage = useServerMessage();
  const forgotPassword = useForgotPassword();
  const texts = useTexts();
  const pathIn = usePathIn();
  const [submitError, setSubmitError] = useState<string>();

  const onSubmit: ForgotPasswordFormProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    try {
      await forgotPassword(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.resetLinkFailed);
      throw error;
    }
  };

  return (
    <AccountFrame>
      <ForgotPasswordForm onSubmit={onSubmit} submitError={submitError} loginUrl={pathIn(paths.login)} />
    </AccountFrame>
  );
}
