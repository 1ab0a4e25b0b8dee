export { SettingsPage, type SettingsPageProps } from './SettingsPage';
