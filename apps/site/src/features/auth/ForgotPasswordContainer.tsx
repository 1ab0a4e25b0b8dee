import { useForgotPassword } from '@elearning/api-client';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from '@elearning/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useRefusalInAddress, useServerMessage } from '../../lib/errors';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';

/**
 * Asks for a temporary password by email; the form's own Check your email view confirms it. Before the app runs
 * (or without JavaScript) the form posts to the page's own address: the server asks for the password and comes
 * back with `?sent=1` (the view then does not name the address), or with the refusal (`?error=`, spec decision 88).
 */
export function ForgotPasswordContainer() {
  const serverMessage = useServerMessage();
  const forgotPassword = useForgotPassword();
  const texts = useTexts();
  const pathIn = usePathIn();
  const [params, setParams] = useSearchParams();
  const refusal = useRefusalInAddress(params.get('error'));
  const [submitError, setSubmitError] = useState<string>();

  const onSubmit: ForgotPasswordFormProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    // What the server said of an earlier request is not this one's outcome.
    if (params.has('error') || params.has('sent')) setParams({}, { replace: true });
    try {
      await forgotPassword(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.resetLinkFailed);
      throw error;
    }
  };

  return (
    <AccountFrame>
      <ForgotPasswordForm
        onSubmit={onSubmit}
        submitError={submitError ?? refusal}
        sentTo={params.get('sent') === '1' ? '' : undefined}
        loginUrl={pathIn(paths.login)}
        action={pathIn(paths.forgotPassword)}
      />
    </AccountFrame>
  );
}
