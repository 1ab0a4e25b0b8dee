export { AppearanceToggle, type AppearanceToggleProps } from './AppearanceToggle';
export {
  appearancePreferences,
  appearanceTogglePropDefs,
  type AppearancePreference,
  type AppearanceToggleSize,
} from './AppearanceToggle.props';
