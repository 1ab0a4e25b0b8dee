import type { LearnerUrls, PublicUrls } from '@elearning/ui';
import { useCallback, useMemo } from 'react';
import { learnerUrls, pathIn, publicUrlsIn } from '../config/paths';
import { usePreferences } from './preferences';

/**
 * A path at its address in the language shown: a link to a public page stays in the page's language (`/login`
 * from a French page is `/fr/login`); a signed-in page's path is returned as it is.
 */
export function usePathIn(): (path: string) => string {
  const { locale } = usePreferences();
  return useCallback((path: string) => pathIn(locale, path), [locale]);
}

/** The public frame's links in the language shown (config/paths.ts `publicUrlsIn`). */
export function usePublicUrls(): PublicUrls {
  const { locale } = usePreferences();
  return useMemo(() => publicUrlsIn(locale), [locale]);
}

/** The signed-in screens' links, the public articles page in the language shown. */
export function useLearnerUrls(): LearnerUrls {
  const { locale } = usePreferences();
  return useMemo(() => ({ ...learnerUrls, articles: pathIn(locale, learnerUrls.articles) }), [locale]);
}
