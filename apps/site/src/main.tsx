import '@elearning/ui/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import { App } from './app/App';
import { deferredStylesheetsLoaded } from './app/deferredStyles';
import { captureEarlyInput, takeEarlyClicks } from './app/earlyInput';
import {
  initialLocale,
  initialThemePreference,
  resolveAppearance,
  systemPrefersDark,
} from './app/preferences';
import { prerenderedVariant } from './app/prerenderTarget';
import { routes } from './app/routes';
import { SERVER_DATA_ID } from './app/serverHtml';
import { preloadUiMessages } from './app/uiMessages';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/** The lazy chunks of the routes a URL matches, loaded into their route objects (as the router would). */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (!route.lazy || typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/**
 * A pre-rendered page (or a signed-in one the server rendered) is hydrated when it was rendered in the language and
 * theme this visitor gets (the server picks the variant from the cookies the app writes); otherwise — or for the
 * shell of a signed-in page — the app renders from scratch.
 */
function hydrates(): boolean {
  const variant = prerenderedVariant();
  if (!variant || variant.shell || root!.childElementCount === 0) return false;
  // A signed-in page can only be hydrated with the data it was rendered from (app/seedServerData.ts).
  if (variant.signedIn && !document.getElementById(SERVER_DATA_ID)) return false;
  const appearance = resolveAppearance(initialThemePreference(), systemPrefersDark());
  return variant.locale === initialLocale() && variant.appearance === appearance;
}

async function start() {
  const hydrate = hydrates();
  // Before anything waits: what the visitor types into the pre-rendered page from now on is kept.
  const giveBackEarlyInput = hydrate ? captureEarlyInput() : undefined;
  // A French visitor's first render is already French: the catalogue (its own chunk) arrives first. English
  // needs none; if the French chunk cannot be fetched, the page still renders, in English.
  const messages = preloadUiMessages(initialLocale()).catch((error: unknown) => {
    console.error('The ui texts could not be loaded', error);
  });
  // Hydration must render what the server did at once: the matched routes' chunks are loaded beforehand (for a
  // signed-in shell too, which the first render replaces: no blank frame between the two); and
  // what the app draws next may need more than the page's inlined rules: the whole stylesheet too.
  await Promise.all([messages, loadMatchedRoutes(), deferredStylesheetsLoaded()]);
  // From here React takes the clicks (one it drops on a part not hydrated yet is noted); a box ticked or a button
  // pressed before is pressed for real once the page is the app's.
  const pressEarlyClicks = takeEarlyClicks();
  let takenOver = false;
  const takeOver = () => {
    if (takenOver) return;
    takenOver = true;
    giveBackEarlyInput?.();
    // Rendered afresh, the noted nodes are gone: nothing is pressed, and the noting stops.
    pressEarlyClicks();
  };
  // Hydration data (none: no route has a loader) tells the router the page came from the server, so its first
  // render keeps the scroll position instead of going to the top: a visitor who scrolled before the app ran
  // stays there, and a press begun then ends on the same button.
  const router = createBrowserRouter(routes, hydrate ? { hydrationData: {} } : undefined);
  const app = (
    <StrictMode>
      <App router={router} hydrated={hydrate} onTakeOver={takeOver} />
    </StrictMode>
  );
  // Hydration as a transition: React renders it in slices that yield to the browser (a default-priority
  // hydration is one task of 100-200 ms on a mid-range phone, all of it blocking time after the first paint).
  if (hydrate) startTransition(() => void hydrateRoot(root!, app));
  else createRoot(root!).render(app);
}

void start();
