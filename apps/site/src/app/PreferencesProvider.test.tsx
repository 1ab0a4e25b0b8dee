import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
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

function Providers({ path = '/dashboard', children }: { path?: string; children: ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <PreferencesProvider>{children}</PreferencesProvider>
    </MemoryRouter>
  );
}

describe('PreferencesProvider', () => {
  beforeEach(() => localStorage.clear());

  it('saves a language change, updates <html lang> and survives a remount', async () => {
    const { unmount } = render(
      <Providers>
        <Probe />
      </Providers>,
    );
    await act(async () => screen.getByRole('button', { name: 'fr' }).click());
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
    unmount();
    render(
      <Providers>
        <Probe />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(/^fr /);
  });

  it('stores an explicit choice, and system again, which follows the media query', () => {
    render(
      <Providers>
        <Probe />
      </Providers>,
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

  it('shows a public page in its address’s language, and the learner’s choice over it', async () => {
    const { unmount } = render(
      <Providers path="/fr/about">
        <Probe />
      </Providers>,
    );
    expect(await screen.findByRole('status', { name: 'state' })).toHaveTextContent(/^fr /);
    expect(document.cookie).toMatch(/language=en/); // the browser's, for pages whose address has none
    unmount();
    localStorage.setItem('language', 'en');
    render(
      <Providers path="/fr/about">
        <Probe />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent(/^en /);
  });
});
