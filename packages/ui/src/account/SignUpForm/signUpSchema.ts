import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { emailText, requiredText } from '../../components/FormShell';
import { newPasswordRules, type NewPasswordFieldNames } from '../../components/NewPasswordFields';
import { messages } from './SignUpForm.messages';

export const signUpPasswordNames: NewPasswordFieldNames = {
  password: 'password',
  confirmation: 'confirmPassword',
};

/** Every sign-up rule, checked before any call; the confirmation and the terms never leave the form. */
export const signUpSchema = (intl: IntlShape) =>
  yup.object({
    firstName: requiredText(intl),
    lastName: requiredText(intl),
    email: emailText(intl),
    ...newPasswordRules(intl, signUpPasswordNames),
    agreedToTerms: yup.boolean().oneOf([true], intl.formatMessage(messages.termsRequired)),
  });
