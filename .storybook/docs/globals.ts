import { DocsContext } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import type { Appearance, Locale } from '../../packages/ui/src';

export interface DocsGlobals {
  locale: Locale;
  appearance: Appearance;
}

type Globals = Record<string, unknown>;

/**
 * The toolbar's locale and appearance on a docs page, read from the preview's store. Storybook re-renders a
 * docs page when a global changes, so the page follows the toolbar. (Not the channel's `globalsUpdated`: the
 * story iframes a docs page embeds send their own, in their own globals.)
 */
export function useDocsGlobals(): DocsGlobals {
  const context = useContext(DocsContext) as unknown as { store?: { userGlobals?: { get(): Globals } } };
  const globals = context.store?.userGlobals?.get();
  return {
    locale: globals?.locale === 'fr' ? 'fr' : 'en',
    appearance: globals?.appearance === 'dark' ? 'dark' : 'light',
  };
}
