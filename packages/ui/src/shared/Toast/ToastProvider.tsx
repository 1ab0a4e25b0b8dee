import * as Toast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages, viewportMessage } from './Toast.messages';
import { ToastItem } from './ToastItem';
import type { ToastApi, ToastOptions } from './toastTypes';

const Viewport = styled(Toast.Viewport, {
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 2147483646,
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--space-3)',
  width: 420,
  maxWidth: '100vw',
  margin: 0,
  padding: 'var(--space-4)',
  listStyle: 'none',
  outline: 'none',
  boxSizing: 'border-box',
});

const ToastContext = createContext<ToastApi | null>(null);

// Closed toasts stay mounted until their exit animation has played.
const EXIT_MS = 300;

export interface ToastProviderProps {
  /** The app (or part of it) that may show notifications. */
  children: ReactNode;
  /** How long a notification stays, in milliseconds. */
  duration?: number;
}

/** Holds the notifications and their corner viewport; put it inside UiProvider, around the app. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const intl = useIntl();
  const [toasts, setToasts] = useState<{ id: number; open: boolean; toast: ToastOptions }[]>([]);
  const lastId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    lastId.current += 1;
    const id = lastId.current;
    setToasts((list) => [...list, { id, open: true, toast }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
    setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), EXIT_MS);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider duration={duration} swipeDirection="right" label={intl.formatMessage(messages.label)}>
        {children}
        {toasts.map((item) => (
          <ToastItem
            key={item.id}
            toast={item.toast}
            open={item.open}
            onOpenChange={(open) => !open && close(item.id)}
          />
        ))}
        <Viewport label={intl.formatMessage(viewportMessage, { hotkey: '{hotkey}' })} />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

/** Shows notifications: `const { show } = useToast(); show({ title, variant: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
