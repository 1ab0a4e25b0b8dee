import { defineMessage, defineMessages } from 'react-intl';

export const validationMessages = {
  ...defineMessages({
    required: { id: 'ui.AccountValidation.required', defaultMessage: 'This field is required.' },
    emailRequired: { id: 'ui.AccountValidation.emailRequired', defaultMessage: 'Email is required.' },
    emailInvalid: { id: 'ui.AccountValidation.emailInvalid', defaultMessage: 'Enter a valid email address.' },
    passwordRequired: {
      id: 'ui.AccountValidation.passwordRequired',
      defaultMessage: 'Password is required.',
    },
    codeIncomplete: {
      id: 'ui.AccountValidation.codeIncomplete',
      defaultMessage: 'Please enter the 6 digits of the code.',
    },
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'ui.AccountValidation.passwordTooShort',
    defaultMessage: 'Password must be at least {min} characters.',
  }),
  passwordHint: defineMessage<{ min: number }>({
    id: 'ui.AccountValidation.passwordHint',
    defaultMessage: 'Use at least {min} characters.',
  }),
};
