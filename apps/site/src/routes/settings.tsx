import { SettingsContainer } from '../features/settings/SettingsContainer';

export function Component() {
  return <SettingsContainer />;
}
