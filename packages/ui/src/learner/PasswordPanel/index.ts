export { PasswordPanel, type PasswordPanelProps, type PasswordChangeValues } from './PasswordPanel';
