import type { Locale } from '@elearning/ui';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PreferencesContext } from '../lib/preferences';
import { storageKeys, writeStorage } from '../lib/storage';
import {
  browserLocale,
  chosenLocale,
  initialThemePreference,
  localeOfPage,
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
 * The language shown: the wanted one once its ui catalogue is loaded. main.tsx loads the page's before the first
 * render; after a change (the menu, or a link to the other language's address) English, always there, shows
 * until the French catalogue arrives, rather than French keys without their texts.
 */
function useShownLocale(wanted: Locale): Locale {
  const [, setArrived] = useState<Locale>();
  useEffect(() => {
    if (loadedUiMessages(wanted)) return;
    let current = true;
    preloadUiMessages(wanted).then(
      // Shown if still wanted once it arrives: a later change made meanwhile wins.
      () => current && setArrived(wanted),
      (error: unknown) => console.error(`The ${wanted} texts could not be loaded`, error),
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return loadedUiMessages(wanted) ? wanted : 'en';
}

/**
 * Language and theme: read from storage once, saved on change, reflected on <html>. The language follows the
 * address of a public page unless the learner chose one (localeOfPage); so it sits inside the router.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [chosen, setChosen] = useState<Locale | undefined>(chosenLocale);
  const locale = useShownLocale(localeOfPage(pathname, chosen));
  const [themePreference, setThemePreferenceState] = useState<ThemePreference>(() =>
    initialThemePreference(),
  );
  const appearance = resolveAppearance(themePreference, useSystemPrefersDark());

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    // The language of the pages without one in their address, which the server sends in it (signed-in pages'
    // shells, not found) and to which it sends `/` (public/preferences.js writes it on every load too).
    writePreferenceCookie(storageKeys.language, chosen ?? browserLocale());
  }, [chosen]);

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

  const setLocale = useCallback((next: Locale) => {
    writeStorage(storageKeys.language, next);
    setChosen(next);
  }, []);

  const setThemePreference = useCallback((next: ThemePreference) => {
    writeStorage(storageKeys.theme, next);
    setThemePreferenceState(next);
  }, []);

  const value = useMemo(
    () => ({ locale, chosenLocale: chosen, setLocale, themePreference, appearance, setThemePreference }),
    [locale, chosen, setLocale, themePreference, appearance, setThemePreference],
  );
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

export { usePreferences } from '../lib/preferences';
