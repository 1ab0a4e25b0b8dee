import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { validationMessages as m } from './validation.messages';

/** The one password rule of the product (spec decision 3): the hint and every check use it. */
export const MIN_PASSWORD_LENGTH = 8;

/** Verification codes are six digits. */
export const CODE_LENGTH = 6;

export const requiredText = (intl: IntlShape) => yup.string().trim().required(intl.formatMessage(m.required));

export const emailText = (intl: IntlShape) =>
  yup.string().trim().required(intl.formatMessage(m.emailRequired)).email(intl.formatMessage(m.emailInvalid));

/** Any password the learner types to prove who they are (no length rule: old passwords may be shorter). */
export const currentPasswordText = (intl: IntlShape) =>
  yup.string().required(intl.formatMessage(m.passwordRequired));

/** A password being chosen: the product's length rule applies. */
export const newPasswordText = (intl: IntlShape) =>
  yup
    .string()
    .required(intl.formatMessage(m.passwordRequired))
    .min(MIN_PASSWORD_LENGTH, intl.formatMessage(m.passwordTooShort, { min: MIN_PASSWORD_LENGTH }));

/** A confirmation that must equal the field `other`. */
export const confirmationOf = (intl: IntlShape, other: string, mismatch: string) =>
  yup
    .string()
    .required(intl.formatMessage(m.required))
    .oneOf([yup.ref(other)], mismatch);

export const codeText = (intl: IntlShape) =>
  yup
    .string()
    .required(intl.formatMessage(m.codeIncomplete))
    .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), intl.formatMessage(m.codeIncomplete));

/** The hint shown under every new-password field, from the same constant as the check. */
export const passwordHint = (intl: IntlShape) =>
  intl.formatMessage(m.passwordHint, { min: MIN_PASSWORD_LENGTH });
