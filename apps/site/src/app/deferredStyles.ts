/** How long the app waits for a deferred stylesheet that may have failed before it listened. */
const GIVE_UP_MS = 5000;

/**
 * Resolves once every stylesheet a pre-rendered page loads without blocking (`link[data-deferred-style]`,
 * apps/site/build/prerenderedHtml.ts) has arrived — applying it, as public/preferences.js does — or failed.
 * The page's first paint needs only the rules inlined in it; anything the app draws (a menu, the data of a
 * page, another page) may need the rest, so the app starts after it: no unstyled flash. It is fetched early
 * (preloaded) and is smaller than the app's scripts, so this rarely waits at all.
 */
export function deferredStylesheetsLoaded(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((settle) => {
          const done = () => {
            link.media = 'all';
            settle();
          };
          if (link.sheet) return done();
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', () => settle(), { once: true });
          setTimeout(settle, GIVE_UP_MS);
        }),
    ),
  ).then(() => undefined);
}
