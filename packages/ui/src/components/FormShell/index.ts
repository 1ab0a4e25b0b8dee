export { FormShell, type FormShellProps } from './FormShell';
export { FormSubmit, type FormSubmitProps } from './FormSubmit';
export { FormError } from './FormError';
export {
  MIN_PASSWORD_LENGTH,
  CODE_LENGTH,
  requiredText,
  emailText,
  currentPasswordText,
  newPasswordText,
  confirmationOf,
  codeText,
  passwordHint,
} from './validation';
