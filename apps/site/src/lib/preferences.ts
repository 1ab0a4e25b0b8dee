import type { Appearance, AppearancePreference, Locale } from '@elearning/ui';
import { createContext, useContext } from 'react';

/** What the learner chose: a fixed appearance, or whatever the system shows (stored as `system`). */
export type ThemePreference = AppearancePreference;

/** Language and theme as every screen reads them (provided by `PreferencesProvider` in src/app). */
export interface Preferences {
  /** The language shown. */
  locale: Locale;
  /** The language the learner chose, if any: it wins over a public page's address (which then follows it). */
  chosenLocale: Locale | undefined;
  setLocale: (locale: Locale) => void;
  themePreference: ThemePreference;
  appearance: Appearance;
  /** Follows this preference (light, dark or system) from now on and remembers it. */
  setThemePreference: (preference: ThemePreference) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
