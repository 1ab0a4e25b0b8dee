import { act, render, screen } from '@testing-library/react';
import { PreferencesProvider, usePreferences } from './PreferencesProvider';

function Probe() {
  const { locale, setLocale, appearance, toggleAppearance } = usePreferences();
  return (
    <>
      <output aria-label="state">{`${locale} ${appearance}`}</output>
      <button onClick={() => setLocale('fr')}>fr</button>
      <button onClick={toggleAppearance}>toggle</button>
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

  it('toggles from the shown appearance and stores the explicit choice', () => {
    render(
      <PreferencesProvider>
        <Probe />
      </PreferencesProvider>,
    );
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('light');
    act(() => screen.getByRole('button', { name: 'toggle' }).click());
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
