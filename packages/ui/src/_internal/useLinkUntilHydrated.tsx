import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A menu button's content that is a link in server-rendered HTML and while it hydrates: before the app runs (or
 * without JavaScript) the press follows `href`; from then on the same element is a button of the app's (no
 * `href`). Only until hydrated, not a link the app prevents: the first press replaces the node (DeferredPopup),
 * and a click on the replaced one would still be followed. The element stays an `a` once hydrated: a press during
 * hydration makes React hydrate at once and then hand the press to the element under the pointer, so an element
 * swapped for a `button` right then would leave the press to a node no longer on the page (it was lost on a slow
 * machine). `choice` names what a followed link chose (`data-language-choice`, read by the site's boot script).
 * Spread the result onto a Radix button.
 */
export function useLinkUntilHydrated(
  href: string | undefined,
  choice: { name: string; value: string },
  content: ReactNode,
): { asChild: boolean; children: ReactNode } {
  const hydrated = useHydrated();
  if (href === undefined) return { asChild: false, children: content };
  const link = hydrated ? {} : { href, [`data-${choice.name}-choice`]: choice.value };
  return {
    asChild: true,
    children: (
      <a role="button" tabIndex={0} {...link}>
        {content}
      </a>
    ),
  };
}
