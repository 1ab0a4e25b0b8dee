// Runs in <head> before the first paint, blocking (a few hundred bytes, revalidated, not hashed): the page
// shows the page's language in <html lang> and their theme's background before the app's JavaScript
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

  // The chosen language; else the one a public page's address carries (`/fr/about`; the build marks the page:
  // apps/site/build/prerenderedHtml.ts); else the browser's, as apps/site/src/app/preferences.ts `localeOfPage`.
  const stored = read('language');
  const chosen = stored === 'en' || stored === 'fr' ? stored : undefined;
  const browser = (navigator.languages?.[0] ?? navigator.language ?? 'en').toLowerCase().startsWith('fr')
    ? 'fr'
    : 'en';
  root.lang = chosen ?? root.dataset.addressLang ?? browser;

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

  // A pre-rendered page paints from its own HTML and inline rules: the app's scripts and the whole stylesheet
  // wait in <template id="after-first-paint"> (apps/site/build/prerenderedHtml.ts) and are added here once the
  // browser reports the first contentful paint, so they never compete with it for the link or the main thread
  // (docs/prerendering.md, "Lighthouse"); where the browser has no paint timing, after the first frame. The stylesheet comes as media="print" (applied here once it
  // has arrived: the CSP allows no inline event handler) with a preload, which fetches it at once.
  const applyDeferredStyles = () => {
    for (const link of document.querySelectorAll('link[data-deferred-style]')) {
      const apply = () => {
        link.media = 'all';
      };
      if (link.sheet) apply();
      else link.addEventListener('load', apply, { once: true });
    }
  };
  const loadApp = () => {
    const later = document.getElementById('after-first-paint');
    // Elements copied attribute by attribute: a script parsed inside a template would never run.
    for (const tag of later ? [...later.content.children] : []) {
      const element = document.createElement(tag.localName);
      for (const { name, value } of tag.attributes) element.setAttribute(name, value);
      document.head.append(element);
    }
    later?.remove();
    applyDeferredStyles();
  };
  const afterFirstPaint = (start) => {
    // A hidden tab paints nothing; a hidden stale variant (above) paints nothing the app has not drawn.
    if (document.visibilityState === 'hidden' || 'staleVariant' in root.dataset) return start();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      return requestAnimationFrame(() => setTimeout(start, 0));
    }
    let started = false;
    const once = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      start();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) once();
    });
    observer.observe({ type: 'paint', buffered: true });
    // A paint the browser never reports (it went to the background mid-load, say) must not keep the app away.
    setTimeout(once, 3000);
  };
  // A checkbox of a pre-rendered form is a button the app has not taken over yet: a tick before then is shown
  // (the ticked colour) and noted, and the app ticks it for real once it runs (apps/site/src/app/earlyInput.ts).
  // Any other button outside a form (a catalogue card's Unlock or Start, a menu button) does nothing until then:
  // the last one pressed is noted, and the app presses it once it has taken the page over. A form's buttons are
  // the form's: one the server takes is posted to it (spec decision 88).
  // While the app hydrates (main.tsx sets `hydrating`) React takes the clicks, except on a part it has not
  // hydrated yet: it stops such a click at its root, and the click is lost. So a press is still noted then, and
  // forgotten if it reaches the window (the app had it). Noting stops once the app has the page (`closed`).
  const earlyClicks = (window.earlyClicks = {
    boxes: new Set(),
    pressed: undefined,
    hydrating: false,
    closed: false,
  });
  const pressable = (target) => {
    const button = target instanceof Element ? target.closest('button') : null;
    return button && !button.disabled ? button : null;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = earlyClicks.closed ? null : pressable(event.target);
      if (!button) return;
      if (earlyClicks.hydrating) {
        // A submit button posts its form whether React stops the click or not.
        if (!button.form || button.type === 'button') earlyClicks.pressed = button;
        return;
      }
      if (button.getAttribute('role') !== 'checkbox') {
        if (!button.form) earlyClicks.pressed = button;
        return;
      }
      const checked = button.getAttribute('aria-checked') !== 'true';
      button.setAttribute('aria-checked', String(checked));
      button.dataset.state = checked ? 'checked' : 'unchecked';
      // Radix's hidden native box beside it is what a form posted before the app runs sends.
      const posted = button.parentElement?.querySelector('input[type="checkbox"][aria-hidden="true"]');
      if (posted) posted.checked = checked;
      if (!earlyClicks.boxes.delete(button)) earlyClicks.boxes.add(button);
    },
    true,
  );
  window.addEventListener('click', (event) => {
    if (earlyClicks.hydrating && !earlyClicks.closed && pressable(event.target) === earlyClicks.pressed)
      earlyClicks.pressed = undefined;
  });
  // The language and theme buttons of a pre-rendered public page are links until the app takes them over (ui
  // LanguageMenu and AppearanceToggle `addresses`): to the page in the other language, or in the other theme
  // (`?theme=`). A followed one is the visitor's choice, kept as the app keeps it (storage and cookie:
  // apps/site/src/app/PreferencesProvider.tsx), or the next page would undo it (a French page would send a visitor
  // who chose English earlier straight back). Bubbling, on window: a click the app handled is prevented by then.
  const choices = [
    ['language', 'languageChoice', ['en', 'fr']],
    ['theme', 'themeChoice', ['light', 'dark']],
  ];
  window.addEventListener('click', (event) => {
    if (event.defaultPrevented || !(event.target instanceof Element)) return;
    const link = event.target.closest('a[data-language-choice], a[data-theme-choice]');
    for (const [key, data, values] of link ? choices : []) {
      const choice = link.dataset[data];
      if (!values.includes(choice)) continue;
      try {
        window.localStorage.setItem(key, choice);
      } catch {
        // Storage refused (private mode): the cookie below still carries the choice to the server.
      }
      document.cookie = `${key}=${choice}; Path=/; Max-Age=31536000; SameSite=Lax`;
    }
  });
  document.addEventListener('DOMContentLoaded', () => {
    if (document.getElementById('after-first-paint')) afterFirstPaint(loadApp);
    else applyDeferredStyles();
  });

  // Same cookies as apps/site/src/app/preferenceCookies.ts: the language of the pages whose address has none,
  // and the resolved theme; and the time zone, in which the server writes dates in a signed-in page it renders
  // (the browser writes them in its own when the app hydrates them).
  const cookie = (name, value) => {
    document.cookie = `${name}=${value}; Path=/; Max-Age=31536000; SameSite=Lax`;
  };
  cookie('language', chosen ?? browser);
  cookie('theme', appearance);
  try {
    cookie('timezone', encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone));
  } catch {
    // No Intl: the server writes dates in UTC.
  }
})();
