// Runs in <head> before the first paint, blocking (a few hundred bytes, revalidated, not hashed): the page
// shows the visitor's language in <html lang> and their theme's background before the app's JavaScript
// arrives — and keeps the `language` and `theme` cookies in step, from which the server picks the language and
// theme of the pre-rendered page it sends next (apps/api/src/http/site.ts). An external file, not an inline script, so the CSP needs no 'unsafe-inline'. Same storage keys and
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
  root.classList.remove(appearance === 'dark' ? 'light' : 'dark');
  root.classList.add(appearance);
  // Radix Themes defines --color-background for html.dark / html.light; the app's <Theme> paints its own.
  if (appearance === 'dark') root.style.backgroundColor = 'var(--color-background)';

  // A pre-rendered page in another language or theme than this visitor's (their cookies were not sent yet):
  // hidden until the app renders the right one, rather than flashing the wrong one.
  const variant = root.dataset.prerendered;
  if (variant && !variant.startsWith(`${root.lang} ${appearance}`)) root.dataset.staleVariant = '';

  // A pre-rendered page inlines the rules it uses and loads the whole stylesheet without blocking its first
  // paint (media="print", apps/site/build/prerenderedHtml.ts): applied here once it has arrived, since the CSP
  // allows no inline event handler. Links come after this script, so they are looked for once parsed.
  document.addEventListener('DOMContentLoaded', () => {
    for (const link of document.querySelectorAll('link[data-deferred-style]')) {
      const apply = () => {
        link.media = 'all';
      };
      if (link.sheet) apply();
      else link.addEventListener('load', apply, { once: true });
    }
  });

  // Same cookies as apps/site/src/app/preferenceCookies.ts: the shown language and the resolved theme.
  const cookie = (name, value) => {
    document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
  };
  cookie('language', root.lang);
  cookie('theme', appearance);
})();
