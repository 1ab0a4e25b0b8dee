import { MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { Appearance } from '../../theme/themeConfig';
import { messages } from './TopNav.messages';

interface AppearanceToggleProps {
  appearance: Appearance;
  onAppearanceToggle: () => void;
}

/** Switches between light and dark; its name says which theme a press switches to. */
export function AppearanceToggle({ appearance, onAppearanceToggle }: AppearanceToggleProps) {
  const intl = useIntl();
  const toDark = appearance === 'light';
  return (
    <IconButton
      variant="ghost"
      color="gray"
      size="2"
      aria-label={intl.formatMessage(toDark ? messages.switchToDark : messages.switchToLight)}
      onClick={onAppearanceToggle}
    >
      {toDark ? (
        <MoonIcon width={18} height={18} aria-hidden />
      ) : (
        <SunIcon width={18} height={18} aria-hidden />
      )}
    </IconButton>
  );
}
