import { useToast } from '@elearning/ui';
import { useMemo } from 'react';
import { serverMessage } from './errors';
import { useTexts, type TextKey } from './texts';

export interface Notify {
  success: (key: TextKey) => void;
  /** A failure: the server's own message when it gave one (spec section 8), else the text of `fallback`. */
  failure: (fallback: TextKey, error?: unknown) => void;
}

/** Toasts for the outcomes of spec section 8, in the current language. */
export function useNotify(): Notify {
  const { show } = useToast();
  const texts = useTexts();
  return useMemo(
    () => ({
      success: (key) => show({ title: texts[key], variant: 'success' }),
      failure: (fallback, error) =>
        show({ title: serverMessage(error) ?? texts[fallback], variant: 'error' }),
    }),
    [show, texts],
  );
}
