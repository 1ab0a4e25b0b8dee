// Runs in <head> before the first paint, blocking (a few hundred bytes, revalidated, not hashed): the page
// shows the visitor's language in <html lang> and their theme's background before the app's JavaScript
// arrives. An external file, not an inline script, so the CSP needs no 'unsafe-inline'. Same storage keys and
// rules as apps/site/src/app/preferences.ts; PreferencesProvider takes over once the app runs.
(() => {
  const read = (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  const root = document.documentElement;

  const stored = read('language');
  const browser = (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase();
  root.lang = stored === 'en' || stored === 'fr' ? stored : browser.startsWith('fr') ? 'fr' : 'en';

  const theme = read('theme');
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  const appearance = theme === 'light' || theme === 'dark' ? theme : systemDark ? 'dark' : 'light';
  root.style.colorScheme = appearance;
  root.classList.add(appearance);
  // Radix Themes defines --color-background for html.dark / html.light; the app's <Theme> paints its own.
  if (appearance === 'dark') root.style.backgroundColor = 'var(--color-background)';
})();
