import { useToast } from '@elearning/ui';
import { useMemo } from 'react';
import { useServerMessage } from './errors';
import { useTexts, type TextKey } from './texts';

export interface Notify {
  success: (key: TextKey) => void;
  /** A failure: the text of the server's error code when it answered (spec section 8), else `fallback`. */
  failure: (fallback: TextKey, error?: unknown) => void;
}

/** Toasts for the outcomes of spec section 8, in the current language. */
export function useNotify(): Notify {
  const { show } = useToast();
  const texts = useTexts();
  const serverMessage = useServerMessage();
  return useMemo(
    () => ({
      success: (key) => show({ title: texts[key], variant: 'success' }),
      failure: (fallback, error) =>
        show({ title: serverMessage(error) ?? texts[fallback], variant: 'error' }),
    }),
    [show, texts, serverMessage],
  );
}
