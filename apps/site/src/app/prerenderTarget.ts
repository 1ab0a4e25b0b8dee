import type { Appearance, Locale } from '@elearning/ui';

/** The language and theme one pre-rendered variant of a page is rendered in (see docs/prerendering.md). */
export interface PrerenderTarget {
  locale: Locale;
  appearance: Appearance;
  /** The reader's time zone, for a page rendered per request (the build's pages have none: the runtime's). */
  timeZone?: string;
}

// Set by entry-server.tsx around each render at build time: there is no storage, navigator or media query
// to read preferences from, only the variant being written. Renders run one at a time.
let target: PrerenderTarget | undefined;

export function setPrerenderTarget(next: PrerenderTarget | undefined): void {
  target = next;
}

export function prerenderTarget(): PrerenderTarget | undefined {
  return target;
}

/**
 * The variant a page's HTML was rendered in: `<html data-prerendered="fr dark">`, and whether it is the signed-in
 * pages' shell (`"fr dark shell"`), which the app replaces, or a signed-in page the server rendered for the
 * learner (`"fr dark signed-in"`), hydrated with the data it carries (serverHtml.ts).
 */
export function prerenderedVariant(
  root: HTMLElement = document.documentElement,
): (PrerenderTarget & { shell: boolean; signedIn: boolean }) | undefined {
  const [locale, appearance, role] = root.dataset.prerendered?.split(' ') ?? [];
  if ((locale !== 'en' && locale !== 'fr') || (appearance !== 'light' && appearance !== 'dark'))
    return undefined;
  return { locale, appearance, shell: role === 'shell', signedIn: role === 'signed-in' };
}
