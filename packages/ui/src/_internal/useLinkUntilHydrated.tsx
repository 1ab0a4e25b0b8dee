import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A menu button's content that is a link in server-rendered HTML and while it hydrates: before the app runs (or
 * without JavaScript) the press follows `href`; from then on the content is the button's own. Only until
 * hydrated, not a link the app prevents: the first press replaces the node (DeferredPopup), and a click on the
 * replaced one would still be followed. `choice` names what a followed link chose (`data-language-choice`, read
 * by the site's boot script). Spread the result onto a Radix button.
 */
export function useLinkUntilHydrated(
  href: string | undefined,
  choice: { name: string; value: string },
  content: ReactNode,
): { asChild: boolean; children: ReactNode } {
  const hydrated = useHydrated();
  if (hydrated || href === undefined) return { asChild: false, children: content };
  return {
    asChild: true,
    children: (
      <a href={href} role="button" {...{ [`data-${choice.name}-choice`]: choice.value }}>
        {content}
      </a>
    ),
  };
}
