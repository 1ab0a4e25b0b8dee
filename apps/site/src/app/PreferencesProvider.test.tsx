import { act, render, screen } from '@testing-library/react';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';

function Probe() {
  const { locale, setLocale, appearance, themePreference, setThemePreference } = usePreferences();
  return (
    <>
      <output aria-label="state">{`${locale} ${appearance} ${themePreference}`}</output>
      <button onClick={() => setLocale('fr')}>fr</button>
      <button onClick={() => setThemePreference('dark')}>dark</button>
      <button onClick={() => setThemePreference('system')}>system</button>
    </>
  );
}

describe('PreferencesProvider', () => {
  beforeEach(() => localStorage.clear());

  it('saves a language change, updates <html lang> and survives a remount', async () => {
    const { unmount } = render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    await act(async () => screen.getByRole('button', { name: 'fr' }).click());
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    unmount();
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(/^fr /);
  });

  it('stores an explicit choice, and system again, which follows the media query', () => {
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    const state = screen.getByRole('status', { name: 'state' });
    expect(state).toHaveTextContent('en light system');
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(state).toHaveTextContent('en dark dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    act(() => screen.getByRole('button', { name: 'system' }).click());
    expect(state).toHaveTextContent('en light system');
    expect(localStorage.getItem('theme')).toBe('system');
  });
});
