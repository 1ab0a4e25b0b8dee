export { VerifyEmailForm, type VerifyEmailFormProps } from './VerifyEmailForm';
