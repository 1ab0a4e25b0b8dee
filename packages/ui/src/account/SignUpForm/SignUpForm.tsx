import { Text } from '@radix-ui/themes';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { NameFields } from '../../_internal/NameFields';
import { Card } from '../../components/Card';
import { FormField } from '../../components/FormField';
import { FormShell } from '../../components/FormShell';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { ProvidersBeforeForm, type ProviderLink } from '../../components/ProviderButtons';
import { messages } from './SignUpForm.messages';
import { signUpPasswordNames, signUpSchema } from './signUpSchema';
import { TermsCheckbox } from './TermsCheckbox';

export interface SignUpValues {
  /** Trimmed first name. */
  firstName: string;
  /** Trimmed last name. */
  lastName: string;
  /** Trimmed email. */
  email: string;
  /** The chosen password (at least 8 characters). */
  password: string;
}

interface SignUpFormValues extends SignUpValues {
  confirmPassword: string;
  agreedToTerms: boolean;
}

export interface SignUpFormProps {
  /** Registers the learner (confirmation and terms stay here); resolve on success, the container goes to /verify. */
  onSubmit: (values: SignUpValues) => Promise<void>;
  /** The server said the email is taken: the email field shows it until the email is changed. */
  emailInUse?: boolean;
  /** Any other failure of the last attempt, shown as an alert. */
  submitError?: string;
  /** Forces the busy state (e.g. while the container redirects). */
  isSubmitting?: boolean;
  /** Values to start with. */
  initialValues?: Partial<SignUpValues>;
  /** Where the Login link goes (the site's `config/paths.ts`). */
  loginUrl: string;
  /** Where the Terms of Service link goes. */
  termsUrl: string;
  /** Where the Privacy Policy link goes. */
  privacyUrl: string;
  /** "Continue with …" buttons: the configured identity providers only (none: no buttons). */
  providers?: readonly ProviderLink[];
  /** The provider list is still loading: the form keeps one button's room (the longest label's), so it does not move. */
  providersLoading?: boolean;
  /**
   * Providers in the page's markup but hidden, for a page rendered before it knows which the server offers: the
   * server reveals those it offers as it sends the page (ProviderButtons `hiddenProviders`).
   */
  hiddenProviders?: readonly ProviderLink[];
  /**
   * Where the form posts before the app runs, or without JavaScript (a server route that registers, then
   * redirects): without it, a form sent before then would go as a GET, its passwords in the address.
   */
  action?: string;
}

/** Registration: names, email, password with its rule, confirmation and the terms. */
export function SignUpForm({
  onSubmit,
  emailInUse,
  submitError,
  isSubmitting,
  initialValues,
  loginUrl,
  termsUrl,
  privacyUrl,
  providers = [],
  providersLoading = false,
  hiddenProviders = [],
  action,
}: SignUpFormProps) {
  const intl = useIntl();
  const [submittedEmail, setSubmittedEmail] = useState(initialValues?.email ?? '');
  const schema = useMemo(() => signUpSchema(intl), [intl]);
  const initial: SignUpFormValues = {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    ...initialValues,
    confirmPassword: '',
    agreedToTerms: false,
  };
  return (
    <Card.Root variant="page">
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        <ProvidersBeforeForm
          providers={providers}
          hiddenProviders={hiddenProviders}
          loading={providersLoading}
        />
        <FormShell
          initialValues={initial}
          validationSchema={schema}
          onSubmit={async ({ firstName, lastName, email, password }) => {
            const values = {
              firstName: firstName.trim(),
              lastName: lastName.trim(),
              email: email.trim(),
              password,
            };
            setSubmittedEmail(email);
            await onSubmit(values).catch(() => undefined);
          }}
          submitError={submitError}
          submitErrorTitle={intl.formatMessage(messages.failed)}
          isSubmitting={isSubmitting}
          action={action}
        >
          {(formik) => (
            <>
              <NameFields
                firstNameLabel={intl.formatMessage(messages.firstName)}
                lastNameLabel={intl.formatMessage(messages.lastName)}
              />
              <FormField
                name="email"
                type="email"
                autoComplete="email"
                label={intl.formatMessage(messages.email)}
                externalError={
                  emailInUse && formik.values.email === submittedEmail
                    ? intl.formatMessage(messages.emailInUse)
                    : undefined
                }
              />
              <NewPasswordFields variant="create" names={signUpPasswordNames} />
              <TermsCheckbox termsUrl={termsUrl} privacyUrl={privacyUrl} />
              <FormShell.Submit size="3" busyLabel={intl.formatMessage(messages.submitting)}>
                {intl.formatMessage(messages.submit)}
              </FormShell.Submit>
              <Text size="2" align="center">
                <Text color="gray">{intl.formatMessage(messages.haveAccount)}</Text>{' '}
                <AppLink href={loginUrl}>{intl.formatMessage(messages.login)}</AppLink>
              </Text>
            </>
          )}
        </FormShell>
      </Card.Body>
    </Card.Root>
  );
}
