import type { Appearance, Locale } from '@elearning/ui';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys, writeStorage } from '../lib/storage';
import {
  initialLocale,
  initialThemePreference,
  resolveAppearance,
  type ThemePreference,
} from './preferences';

interface Preferences {
  locale: Locale;
  setLocale: (locale: Locale) => void;
  themePreference: ThemePreference;
  appearance: Appearance;
  /** Switches to the opposite of what is shown now and remembers it. */
  toggleAppearance: () => void;
}

const PreferencesContext = createContext<Preferences | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

function useSystemPrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(() => window.matchMedia?.(darkQuery).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(darkQuery);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return prefersDark;
}

/** Language and theme: read from storage once, saved on change, reflected on <html>. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale());
  const [themePreference, setThemePreference] = useState<ThemePreference>(() => initialThemePreference());
  const appearance = resolveAppearance(themePreference, useSystemPrefersDark());

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // On <html> too, so the page behind the app (overscroll, portals) matches and tests can read it.
    const root = document.documentElement;
    root.style.colorScheme = appearance;
    root.classList.toggle('dark', appearance === 'dark');
    root.classList.toggle('light', appearance === 'light');
  }, [appearance]);

  const setLocale = useCallback((next: Locale) => {
    writeStorage(storageKeys.language, next);
    setLocaleState(next);
  }, []);

  const toggleAppearance = useCallback(() => {
    const next: Appearance = appearance === 'dark' ? 'light' : 'dark';
    writeStorage(storageKeys.theme, next);
    setThemePreference(next);
  }, [appearance]);

  const value = useMemo(
    () => ({ locale, setLocale, themePreference, appearance, toggleAppearance }),
    [locale, setLocale, themePreference, appearance, toggleAppearance],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a PreferencesProvider');
  return value;
}
