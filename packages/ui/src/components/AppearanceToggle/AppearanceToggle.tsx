import { MoonIcon, SunIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { DeferredPopup } from '../../_internal/DeferredPopup';
import { useLinkUntilHydrated } from '../../_internal/useLinkUntilHydrated';
import type { Appearance } from '../../theme/themeConfig';
import {
  appearanceTogglePropDefs,
  type AppearancePreference,
  type AppearanceToggleSize,
} from './AppearanceToggle.props';
import { messages } from './AppearanceToggle.messages';

const loadPopup = () => import('./AppearanceTogglePopup');
const AppearanceTogglePopup = lazy(loadPopup);

export interface AppearanceToggleProps {
  /** What the learner chose, shown as checked: `light`, `dark` or `system`. */
  preference: AppearancePreference;
  /** What is shown now (the system's choice when the preference is `system`); decides the icon. */
  appearance: Appearance;
  /** Called with the preference picked. */
  onPreferenceChange: (preference: AppearancePreference) => void;
  /** The button's size. */
  size?: AppearanceToggleSize;
  /**
   * This page's address that the server sends in each theme (a pre-rendered page: `?theme=dark`): until the app
   * runs (or without JavaScript) the button is a link to the other theme's; once it runs, the menu button.
   */
  addresses?: Partial<Record<Appearance, string>>;
}

/**
 * A menu button with Light, Dark and System as radio items: one behaviour wherever it stands, and the
 * "follow my system" choice the spec stores. The icon keeps the bar's familiar look: a moon on a light page,
 * a sun on a dark one. The menu's code loads on the first press (DeferredPopup).
 */
export function AppearanceToggle({
  preference,
  appearance,
  onPreferenceChange,
  size = appearanceTogglePropDefs.size.default,
  addresses,
}: AppearanceToggleProps) {
  const intl = useIntl();
  const Icon = appearance === 'dark' ? SunIcon : MoonIcon;
  const other: Appearance = appearance === 'dark' ? 'light' : 'dark';
  const linked = useLinkUntilHydrated(
    addresses?.[other],
    { name: 'theme', value: other },
    <Icon width={18} height={18} aria-hidden />,
  );
  const trigger = (
    <IconButton
      variant="ghost"
      color="gray"
      size={size}
      aria-label={intl.formatMessage(messages.label, {
        preference: intl.formatMessage(messages[preference]),
      })}
      {...linked}
    />
  );
  return (
    <DeferredPopup trigger={trigger} kind="menu" preload={loadPopup}>
      <AppearanceTogglePopup
        trigger={trigger}
        preference={preference}
        onPreferenceChange={onPreferenceChange}
      />
    </DeferredPopup>
  );
}
