import type { Appearance, Locale } from '@elearning/ui';
import { createContext, useContext } from 'react';

/** What the learner chose: a fixed appearance, or whatever the system shows. */
export type ThemePreference = Appearance | 'system';

/** Language and theme as every screen reads them (provided by `PreferencesProvider` in src/app). */
export interface Preferences {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  themePreference: ThemePreference;
  appearance: Appearance;
  /** Shows this appearance from now on and remembers it. */
  setAppearance: (appearance: Appearance) => void;
  /** Switches to the opposite of what is shown now and remembers it. */
  toggleAppearance: () => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
