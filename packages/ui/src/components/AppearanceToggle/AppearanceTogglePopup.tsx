import { DropdownMenu } from '@radix-ui/themes';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { appearancePreferences, type AppearancePreference } from './AppearanceToggle.props';
import { messages } from './AppearanceToggle.messages';

export interface AppearanceTogglePopupProps {
  trigger: ReactElement;
  preference: AppearancePreference;
  onPreferenceChange: (preference: AppearancePreference) => void;
}

/** The theme menu itself: a chunk of its own, loaded by AppearanceToggle on the first press. */
export default function AppearanceTogglePopup({
  trigger,
  preference,
  onPreferenceChange,
}: AppearanceTogglePopupProps) {
  const intl = useIntl();
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.RadioGroup
          value={preference}
          onValueChange={(value) => onPreferenceChange(value as AppearancePreference)}
        >
          {appearancePreferences.map((value) => (
            <DropdownMenu.RadioItem key={value} value={value}>
              {intl.formatMessage(messages[value])}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
