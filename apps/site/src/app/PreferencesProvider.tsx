import type { Locale } from '@elearning/ui';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PreferencesContext } from '../lib/preferences';
import { storageKeys, writeStorage } from '../lib/storage';
import {
  initialLocale,
  initialThemePreference,
  resolveAppearance,
  systemPrefersDark,
  type ThemePreference,
} from './preferences';
import { writePreferenceCookie } from './preferenceCookies';
import { loadedUiMessages, preloadUiMessages } from './uiMessages';

const darkQuery = '(prefers-color-scheme: dark)';

function useSystemPrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    const query = window.matchMedia?.(darkQuery);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => setPrefersDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return prefersDark;
}

/**
 * The language shown: one whose ui catalogue is loaded. main.tsx loads the stored one before the first render;
 * anywhere else (a test) English shows until it arrives, rather than French keys without their texts.
 */
function useShownLocale(): [Locale, (next: Locale) => void] {
  const [wanted] = useState(initialLocale);
  const [locale, setLocaleState] = useState<Locale>(() => (loadedUiMessages(wanted) ? wanted : 'en'));
  const latest = useRef(wanted);

  const showWhenLoaded = useCallback((next: Locale) => {
    latest.current = next;
    preloadUiMessages(next).then(
      // A later choice made while this catalogue was on its way wins.
      () => latest.current === next && setLocaleState(next),
      (error: unknown) => console.error(`The ${next} texts could not be loaded`, error),
    );
  }, []);

  useEffect(() => {
    if (!loadedUiMessages(wanted)) showWhenLoaded(wanted);
  }, [wanted, showWhenLoaded]);

  return [locale, showWhenLoaded];
}

/** Language and theme: read from storage once, saved on change, reflected on <html>. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [locale, showLocale] = useShownLocale();
  const [themePreference, setThemePreferenceState] = useState<ThemePreference>(() =>
    initialThemePreference(),
  );
  const appearance = resolveAppearance(themePreference, useSystemPrefersDark());

  useEffect(() => {
    document.documentElement.lang = locale;
    // The server picks the pre-rendered variant of the next page from it (public/preferences.js keeps it in
    // step with storage on every load).
    writePreferenceCookie(storageKeys.language, locale);
  }, [locale]);

  useEffect(() => {
    // On <html> too, so the page behind the app (overscroll, portals) matches and tests can read it.
    const root = document.documentElement;
    root.style.colorScheme = appearance;
    // public/preferences.js painted a dark background before the app ran; from here the theme paints its own.
    root.style.removeProperty('background-color');
    root.classList.toggle('dark', appearance === 'dark');
    root.classList.toggle('light', appearance === 'light');
    // The resolved theme, not "system": the server has no media query to resolve it with.
    writePreferenceCookie(storageKeys.theme, appearance);
  }, [appearance]);

  const setLocale = useCallback(
    (next: Locale) => {
      writeStorage(storageKeys.language, next);
      showLocale(next);
    },
    [showLocale],
  );

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
