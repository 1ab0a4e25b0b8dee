import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { confirmationOf, emailText, newPasswordText, requiredText } from '../../components/FormShell';
import { messages } from './SignUpForm.messages';

/** Every sign-up rule, checked before any call; the confirmation and the terms never leave the form. */
export const signUpSchema = (intl: IntlShape) =>
  yup.object({
    firstName: requiredText(intl),
    lastName: requiredText(intl),
    email: emailText(intl),
    password: newPasswordText(intl),
    confirmPassword: confirmationOf(intl, 'password', intl.formatMessage(messages.mismatch)),
    agreedToTerms: yup.boolean().oneOf([true], intl.formatMessage(messages.termsRequired)),
  });
