import {
  exportMyDataPath,
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
import { useNavigate } from 'react-router-dom';
import { apiBaseUrl } from '../../app/apiClient';
import { learnerUrls, paths } from '../../config/paths';
import { useAuth } from '../../lib/auth';
import { useNotify } from '../../lib/notify';
import { useServerMessage } from '../../lib/errors';
import { useTexts, type TextKey } from '../../lib/texts';
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
      navigate(paths.login, { replace: true });
    },
  };

  return (
    <SettingsPage
      profile={profile}
      password={password}
      emailChange={emailChange}
      billing={billing}
      dataRights={dataRights}
    />
  );
}
