import { initialLocale, initialThemePreference, localeOfPage, resolveAppearance } from './preferences';

describe('language preference', () => {
  beforeEach(() => {
    localStorage.clear();
    // A signed-in page: its address carries no language.
    window.history.replaceState(null, '', '/dashboard');
  });

  it('uses the stored language first', () => {
    localStorage.setItem('language', 'fr');
    expect(initialLocale(['en-US'])).toBe('fr');
  });

  it('falls back to the browser: any fr* is French', () => {
    expect(initialLocale(['fr-CA', 'en'])).toBe('fr');
    expect(initialLocale(['de-DE'])).toBe('en');
  });

  it('ignores a stored value that is not en or fr', () => {
    localStorage.setItem('language', 'es');
    expect(initialLocale(['fr-FR'])).toBe('fr');
  });

  it('defaults to English with no browser language', () => {
    expect(initialLocale([])).toBe('en');
  });

  it('shows a public page in its address’s language unless the learner chose one (spec decision 87)', () => {
    expect(localeOfPage('/fr/pricing', undefined, ['en-US'])).toBe('fr');
    expect(localeOfPage('/fr', undefined, ['en-US'])).toBe('fr');
    expect(localeOfPage('/pricing', undefined, ['fr-FR'])).toBe('en');
    expect(localeOfPage('/', undefined, ['fr-FR'])).toBe('en');
    expect(localeOfPage('/pricing', 'fr', ['en-US'])).toBe('fr');
    expect(localeOfPage('/fr/pricing', 'en', ['fr-FR'])).toBe('en');
    expect(localeOfPage('/tests', undefined, ['fr-FR'])).toBe('fr');
    window.history.replaceState(null, '', '/fr/about');
    expect(initialLocale(['en-US'])).toBe('fr');
  });
});

describe('theme preference', () => {
  beforeEach(() => localStorage.clear());

  it('defaults to system and resolves it from the media query', () => {
    expect(initialThemePreference()).toBe('system');
    expect(resolveAppearance('system', true)).toBe('dark');
    expect(resolveAppearance('system', false)).toBe('light');
  });

  it('keeps an explicit choice whatever the system says', () => {
    localStorage.setItem('theme', 'dark');
    expect(initialThemePreference()).toBe('dark');
    expect(resolveAppearance('light', true)).toBe('light');
  });
});
