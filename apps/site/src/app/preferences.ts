import type { Appearance, Locale } from '@elearning/ui';
import { localeOfAddress } from '../config/paths';
import type { ThemePreference } from '../lib/preferences';
import { readStorage, storageKeys } from '../lib/storage';
import { prerenderTarget } from './prerenderTarget';

export type { ThemePreference };

/** The language the learner chose (the language menu, Settings, sign-in), if any. */
export function chosenLocale(): Locale | undefined {
  const stored = readStorage(storageKeys.language);
  return stored === 'en' || stored === 'fr' ? stored : undefined;
}

/** The browser's first language: any fr* is French, anything else English. */
export function browserLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locale {
  const first = languages[0]?.toLowerCase() ?? 'en';
  return first.startsWith('fr') ? 'fr' : 'en';
}

/**
 * The language a page shows (spec decisions 4 and 87): the chosen one; else the one its address carries (a public
 * page: `/fr/about` is French, `/about` English); else the browser's. While pre-rendering, the variant's.
 */
export function localeOfPage(
  pathname: string,
  chosen: Locale | undefined = chosenLocale(),
  languages?: readonly string[],
): Locale {
  const target = prerenderTarget();
  if (target) return target.locale;
  return chosen ?? localeOfAddress(pathname) ?? browserLocale(languages);
}

/** The language of the page being loaded (main.tsx: which catalogue to fetch, whether to hydrate). */
export function initialLocale(languages?: readonly string[]): Locale {
  return localeOfPage(typeof location === 'undefined' ? '' : location.pathname, chosenLocale(), languages);
}

/** Stored theme preference: light, dark or system (stored as such, and the default). */
export function initialThemePreference(): ThemePreference {
  const target = prerenderTarget();
  if (target) return target.appearance;
  const stored = readStorage(storageKeys.theme);
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

export function resolveAppearance(preference: ThemePreference, systemPrefersDark: boolean): Appearance {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** Whether the system asks for dark colours (never, while pre-rendering). */
export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}
