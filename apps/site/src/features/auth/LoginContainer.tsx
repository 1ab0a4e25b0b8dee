import { useLogin } from '@elearning/api-client';
import { LoginPage, type LoginPageProps } from '@elearning/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useRefusalInAddress, useServerMessage } from '../../lib/errors';
import { useNotify } from '../../lib/notify';
import { storageKeys, writeStorage } from '../../lib/storage';
import { useTexts } from '../../lib/texts';
import { asProvider, useIdentityErrorText, useSignInProviders } from './identityProviders';

/**
 * Sign-in. On success the session holds the user and the guard around /login moves on (to where the
 * visitor was sent from, the dashboard, or /change-password after a temporary password). Before the app runs
 * (or without JavaScript) the form posts to the page's own address: the server signs in and redirects, or
 * sends the visitor back with the refusal in the address (`?error=`, spec decision 88).
 */
export function LoginContainer() {
  const serverMessage = useServerMessage();
  const login = useLogin();
  const notify = useNotify();
  const texts = useTexts();
  const pathIn = usePathIn();
  const [submitError, setSubmitError] = useState<string>();
  const [params, setParams] = useSearchParams();
  const providers = useSignInProviders();
  // Back from a provider: a refusal to show, or an existing account's email whose password links the provider.
  const identityError = useIdentityErrorText(params.get('identityError'));
  const refusal = useRefusalInAddress(params.get('error'));
  const linkProvider = asProvider(params.get('link'));
  const email = params.get('email') ?? undefined;

  const onSubmit: LoginPageProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    if (params.has('error')) {
      const rest = new URLSearchParams(params);
      rest.delete('error');
      setParams(rest, { replace: true });
    }
    try {
      const user = await login(values);
      writeStorage(storageKeys.tempLogin, user.mustChangePassword ? 'true' : null);
      notify.success('loginSuccess');
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.loginFailed);
      throw error;
    }
  };

  return (
    <LoginPage
      onSubmit={onSubmit}
      submitError={submitError ?? identityError ?? refusal}
      urls={{ forgotPassword: pathIn(paths.forgotPassword), signup: pathIn(paths.signup) }}
      action={pathIn(paths.login)}
      {...providers}
      linkProvider={linkProvider}
      initialValues={email ? { email } : undefined}
    />
  );
}
