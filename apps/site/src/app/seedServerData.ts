import { mutate, preload, unstable_serialize, type Key } from 'swr';
import { initialLocale } from './preferences';
import { prerenderedVariant } from './prerenderTarget';
import { readServerData, type ServerData } from './serverHtml';
import { session } from './session';

let hydrationFallback: Record<string, unknown> | undefined;

/**
 * Before the app hydrates a signed-in page the server rendered: the learner and each answer the render used are
 * where the app reads them, so its first render draws what the HTML shows:
 * - the session knows the learner;
 * - SWR hydrates from `fallback` (its server snapshot ignores what the cache gained on the client), so the
 *   answers are that (`hydrationFallback`) for the first render, and in the cache for every render after;
 * - each answer stands in for the request SWR makes when its hook mounts: nothing is asked for twice.
 * Runs as the data layer's chunk loads, which main.tsx waits for before it hydrates (the page's route modules):
 * SWR is not in the public pages' entry, and neither is this.
 */
function seedServerData(data: ServerData): void {
  session.seed(data.user);
  hydrationFallback = {};
  for (const { key, data: answer } of data.answers) {
    hydrationFallback[unstable_serialize(key as Key)] = answer;
    void preload(key as Key, () => Promise.resolve(answer));
  }
  for (const { key, data: answer } of data.answers) void mutate(key as Key, answer, { revalidate: false });
}

// In the browser, for a signed-in page the server rendered in the language the app shows (else the answers'
// content would be in another language: the app then asks for it as usual).
if (typeof document !== 'undefined' && prerenderedVariant()?.signedIn) {
  const data = prerenderedVariant()?.locale === initialLocale() ? readServerData() : undefined;
  if (data) seedServerData(data);
}

/** The answers the server rendered with, for SWR's hydration; undefined once it is over (`endHydration`). */
export function serverFallback(): Record<string, unknown> | undefined {
  return hydrationFallback;
}

/**
 * After the first render: from then on the cache holds the answers, and a fallback kept would show the last
 * learner's data again after a sign-out empties the cache. Emptied in place: SWR reads it on every render.
 */
export function endHydration(): void {
  for (const key of Object.keys(hydrationFallback ?? {})) delete hydrationFallback![key];
  hydrationFallback = undefined;
}
