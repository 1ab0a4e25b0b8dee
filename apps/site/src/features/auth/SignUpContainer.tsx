import { isApiError, useRegister } from '@elearning/api-client';
import { SignUpForm, type SignUpFormProps } from '@elearning/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useRefusalInAddress, useServerMessage } from '../../lib/errors';
import { storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { AccountFrame } from './AccountFrame';
import { useSignInProviders } from './identityProviders';

const isEmailInUse = (error: unknown) => isApiError(error) && error.code === 'EMAIL_IN_USE';

/**
 * Registration: the address is kept as pendingEmail for the verification page. Before the app runs (or without
 * JavaScript) the form posts to the page's own address: the server registers and goes on to the verification page,
 * or comes back with the refusal (`?error=`, spec decision 88).
 */
export function SignUpContainer() {
  const serverMessage = useServerMessage();
  const register = useRegister();
  const navigate = useNavigate();
  const texts = useTexts();
  const pathIn = usePathIn();
  const [params, setParams] = useSearchParams();
  const refusal = useRefusalInAddress(params.get('error'));
  const [emailInUse, setEmailInUse] = useState(false);
  const [submitError, setSubmitError] = useState<string>();
  const providers = useSignInProviders();

  const onSubmit: SignUpFormProps['onSubmit'] = async (values) => {
    setEmailInUse(false);
    setSubmitError(undefined);
    // What the server said of an earlier post is not this one's outcome.
    if (params.has('error')) setParams({}, { replace: true });
    try {
      await register(values);
    } catch (error) {
      // Spec decision 6: failures other than "email already in use" are shown too, not only logged.
      if (isEmailInUse(error)) setEmailInUse(true);
      else setSubmitError(serverMessage(error) ?? texts.signUpFailed);
      throw error;
    }
    writeStorage(storageKeys.pendingEmail, values.email);
    navigate(pathIn(paths.verify));
  };

  return (
    <AccountFrame>
      <SignUpForm
        onSubmit={onSubmit}
        emailInUse={emailInUse}
        submitError={submitError ?? refusal}
        loginUrl={pathIn(paths.login)}
        termsUrl={pathIn(paths.terms)}
        privacyUrl={pathIn(paths.privacy)}
        {...providers}
        action={pathIn(paths.signup)}
      />
    </AccountFrame>
  );
}
