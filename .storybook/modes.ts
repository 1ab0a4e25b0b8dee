// Chromatic snapshots every story in each mode (a mode is a set of globals): the same light, dark and French
// variants that the local visual check (tests/visual/stories) compares.
export const chromaticModes = {
  light: { appearance: 'light', locale: 'en' },
  dark: { appearance: 'dark', locale: 'en' },
  french: { appearance: 'light', locale: 'fr' },
} as const;
