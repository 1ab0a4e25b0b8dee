// The public API: explicit named exports only; no deep imports. Each area keeps its own block.
export { UiProvider, useLinkComponent } from './provider';
export type { UiProviderProps, LinkComponent, LinkComponentProps } from './provider';
export { locales, type Locale } from './i18n/messages';
export { breakpoints, type Breakpoint } from './theme/breakpoints';
export { themeConfig, type Appearance } from './theme/themeConfig';

// Shared
export { LoadingSpinner, type LoadingSpinnerProps } from './shared/LoadingSpinner';
export { ErrorCard, type ErrorCardProps } from './shared/ErrorCard';
export { EmptyState, type EmptyStateProps } from './shared/EmptyState';

// Marketing (public pages)

// Account (sign-in, sign-up, verification, passwords)
export { LoginForm, type LoginFormProps, type LoginValues } from './account/LoginForm';
export { LoginPage, type LoginPageProps } from './account/LoginPage';
export { SignUpForm, type SignUpFormProps, type SignUpValues } from './account/SignUpForm';
export { VerifyEmailForm, type VerifyEmailFormProps } from './account/VerifyEmailForm';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './account/ForgotPasswordForm';
export { ChangePasswordForm, type ChangePasswordFormProps } from './account/ChangePasswordForm';

// App (authenticated shell and learner pages)

// Exam (catalogue, test taking, results)
