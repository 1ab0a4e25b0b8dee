import {
  exportMyDataPath,
  useMyIdentities,
  useSetPassword,
  useUnlinkIdentity,
  useChangePassword,
  useDeleteMyAccount,
  useInitiateEmailChange,
  usePaymentConfig,
  usePremiumSubscription,
  useSubscriptionStatus,
  useUpdateProfile,
  useVerifyEmailChange,
} from '@elearning/api-client';
import { SettingsPage, type SettingsPageProps } from '@elearning/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiBaseUrl } from '../../app/apiClient';
import { paths } from '../../config/paths';
import { useLearnerUrls, usePathIn } from '../../lib/addresses';
import { useAuth } from '../../lib/auth';
import { useNotify } from '../../lib/notify';
import { useServerMessage } from '../../lib/errors';
import { useTexts, type TextKey } from '../../lib/texts';
import { asProvider, useIdentityErrorText, useProviderLinks } from '../auth/identityProviders';
import { billingOf } from './billing';

type Failure = (error: unknown) => never;

/** A panel's last failure as its `submitError`: the server's message, else the panel's own fallback. */
function useFailure(fallback: TextKey): [string | undefined, Failure, () => void] {
  const serverMessage = useServerMessage();
  const texts = useTexts();
  const [message, setMessage] = useState<string>();
  const fail: Failure = (error) => {
    setMessage(serverMessage(error) ?? texts[fallback]);
    throw error;
  };
  return [message, fail, () => setMessage(undefined)];
}

/**
 * Profile, password, email change and billing (the plan from the subscription status). Each save updates the session's user, so the avatar initials and the
 * shown email follow. The panels show their own section 8 outcome (saved, code sent, failures) in place.
 */
export function SettingsContainer() {
  const learnerUrls = useLearnerUrls();
  const { user, logout } = useAuth();
  const updateProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const initiateEmailChange = useInitiateEmailChange();
  const verifyEmailChange = useVerifyEmailChange();
  const subscription = useSubscriptionStatus();
  const paymentConfig = usePaymentConfig();
  const [profileError, failProfile, clearProfile] = useFailure('profileUpdateFailed');
  const [passwordError, failPassword, clearPassword] = useFailure('passwordUpdateFailed');
  const [requestError, failRequest, clearRequest] = useFailure('codeSendFailed');
  const [verifyError, failVerify, clearVerify] = useFailure('emailVerifyFailed');
  const [deleteError, failDelete, clearDelete] = useFailure('accountDeleteFailed');
  const deleteMyAccount = useDeleteMyAccount();
  const premium = usePremiumSubscription();
  const notify = useNotify();
  const navigate = useNavigate();
  const pathIn = usePathIn();
  const methods = useMyIdentities();
  const unlinkIdentity = useUnlinkIdentity();
  const setFirstPassword = useSetPassword();
  const providers = useProviderLinks('link');
  const [params] = useSearchParams();
  const identityError = useIdentityErrorText(params.get('identityError'));
  const [methodsError, failMethods, clearMethods] = useFailure('passwordUpdateFailed');
  if (!user) return null;

  const profile: SettingsPageProps['profile'] = {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    submitError: profileError,
    onSubmit: async (values) => {
      clearProfile();
      await updateProfile(values).catch(failProfile);
    },
  };

  const password: SettingsPageProps['password'] = {
    submitError: passwordError,
    onSubmit: async (values) => {
      clearPassword();
      await changePassword(values).catch(failPassword);
    },
  };

  const emailChange: SettingsPageProps['emailChange'] = {
    currentEmail: user.email,
    requestError,
    verifyError,
    onRequestCode: async (values) => {
      clearRequest();
      await initiateEmailChange(values).catch(failRequest);
    },
    onVerify: async ({ newEmail, code }) => {
      clearVerify();
      await verifyEmailChange({ newEmail, verificationCode: code }).catch(failVerify);
    },
  };

  const billing: SettingsPageProps['billing'] = {
    ...billingOf(subscription, paymentConfig.data, new Date()),
    onRetry: () => void subscription.mutate(),
    urls: learnerUrls,
  };

  const premiumStatus = premium.data?.status;
  const dataRights: SettingsPageProps['dataRights'] = {
    exportHref: `${apiBaseUrl}${exportMyDataPath}`,
    deleteError,
    hasSubscription: premiumStatus === 'active' || premiumStatus === 'past_due',
    onDelete: async (values) => {
      clearDelete();
      await deleteMyAccount(values).catch(failDelete);
      // The server ended the session; clear it here too and leave the signed-in pages.
      await logout();
      notify.success('accountDeleted');
      navigate(pathIn(paths.login), { replace: true });
    },
  };

  // Settings → Connected accounts (spec decision 69); back from a provider with `?linked=` or `?identityError=`.
  const connectedAccounts: SettingsPageProps['connectedAccounts'] = {
    state: methods.data ? 'ready' : methods.error ? 'error' : 'loading',
    providers,
    hasPassword: methods.data?.hasPassword ?? true,
    identities: methods.data?.identities ?? [],
    error: methodsError ?? identityError,
    justLinked: asProvider(params.get('linked')),
    onRetry: () => void methods.mutate(),
    onUnlink: async (provider) => {
      clearMethods();
      await unlinkIdentity(provider).catch(failMethods);
    },
    onSetPassword: async (newPassword) => {
      clearMethods();
      await setFirstPassword(newPassword).catch(failMethods);
    },
  };

  return (
    <SettingsPage
      profile={profile}
      // An account made through a provider has no current password to give: it sets its first one in
      // Connected accounts instead.
      password={methods.data?.hasPassword === false ? undefined : password}
      connectedAccounts={connectedAccounts}
      emailChange={emailChange}
      billing={billing}
      dataRights={dataRights}
    />
  );
}
