import type { Appearance, Locale } from '@elearning/ui';
import type { ThemePreference } from '../lib/preferences';
import { readStorage, storageKeys } from '../lib/storage';
import { prerenderTarget } from './prerenderTarget';

export type { ThemePreference };

/** Stored language, else the browser's (fr* → fr), else English — on every page (spec decision 4). */
export function initialLocale(
  languages: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Locale {
  const target = prerenderTarget();
  if (target) return target.locale;
  const stored = readStorage(storageKeys.language);
  if (stored === 'en' || stored === 'fr') return stored;
  const first = languages[0]?.toLowerCase() ?? 'en';
  return first.startsWith('fr') ? 'fr' : 'en';
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
