import { defineMessage, defineMessages } from 'react-intl';

export const validationMessages = {
  ...defineMessages({
    required: { id: 'ui.Validation.required', defaultMessage: 'This field is required.' },
    emailRequired: { id: 'ui.Validation.emailRequired', defaultMessage: 'Email is required.' },
    emailInvalid: { id: 'ui.Validation.emailInvalid', defaultMessage: 'Enter a valid email address.' },
    passwordRequired: {
      id: 'ui.Validation.passwordRequired',
      defaultMessage: 'Password is required.',
    },
    codeIncomplete: {
      id: 'ui.Validation.codeIncomplete',
      defaultMessage: 'Please enter the 6 digits of the code.',
    },
  }),
  passwordTooShort: defineMessage<{ min: number }>({
    id: 'ui.Validation.passwordTooShort',
    defaultMessage: 'Password must be at least {min} characters.',
  }),
  passwordHint: defineMessage<{ min: number }>({
    id: 'ui.Validation.passwordHint',
    defaultMessage: 'Use at least {min} characters.',
  }),
};
