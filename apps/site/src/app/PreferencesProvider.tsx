import type { Locale } from '@elearning/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { PreferencesContext } from '../lib/preferences';
import { storageKeys, writeStorage } from '../lib/storage';
import {
  initialLocale,
  initialThemePreference,
  resolveAppearance,
  type ThemePreference,
} from './preferences';

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
  const [themePreference, setThemePreferenceState] = useState<ThemePreference>(() =>
    initialThemePreference(),
  );
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

  const setThemePreference = useCallback((next: ThemePreference) => {
    writeStorage(storageKeys.theme, next);
    setThemePreferenceState(next);
  }, []);

  const value = useMemo(
    () => ({ locale, setLocale, themePreference, appearance, setThemePreference }),
    [locale, setLocale, themePreference, appearance, setThemePreference],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export { usePreferences } from '../lib/preferences';
