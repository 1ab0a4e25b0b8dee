import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient } from './ApiClientProvider';
import { revalidate } from './cache';
import type { ApiKey } from './keys';

/** Every cached answer that carries translated content: tests, results, attempt questions, orders. */
export const CONTENT_KEY_PREFIXES: readonly ApiKey[] = [
  ['tests'],
  ['test-results'],
  ['test-sessions'],
  ['orders'],
];

/**
 * Keeps the client asking for content in `language` (the UI language) and, when it changes, refetches every
 * cached answer with translated content so the screen shows it in the new language.
 */
export function useContentLanguage(language: string): void {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  // Set while rendering, before any child's first fetch (children's effects run before this component's).
  // Idempotent: the same language leaves the client as it is.
  if (client.language() !== language) client.setLanguage(language);
  const shown = useRef(language);
  useEffect(() => {
    if (shown.current === language) return;
    shown.current = language;
    revalidate(mutate, ...CONTENT_KEY_PREFIXES);
  }, [language, mutate]);
}
