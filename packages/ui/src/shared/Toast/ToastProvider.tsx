import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { ToastApi, ToastOptions } from './toastTypes';

// Radix Toast, its viewport and the toast's look: fetched with the first notification, not with every page.
const ToastLayer = lazy(() => import('./ToastLayer'));

const ToastContext = createContext<ToastApi | null>(null);

// Closed toasts stay mounted until their exit animation has played.
const EXIT_MS = 300;

export interface ToastProviderProps {
  /** The app (or part of it) that may show notifications. */
  children: ReactNode;
  /** How long a notification stays, in milliseconds. */
  duration?: number;
}

/**
 * Holds the notifications and their corner viewport; put it inside UiProvider, around the app. The viewport
 * (the "Notifications (F8)" region) and Radix Toast load with the first notification and then stay: until
 * then the page carries neither their markup nor their JavaScript. Radix announces each toast through a live
 * region it creates at that moment, so nothing is lost for screen readers.
 */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<{ id: number; open: boolean; toast: ToastOptions }[]>([]);
  const [shown, setShown] = useState(false);
  const lastId = useRef(0);

  const show = useCallback((toast: ToastOptions) => {
    lastId.current += 1;
    const id = lastId.current;
    setShown(true);
    setToasts((list) => [...list, { id, open: true, toast }]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((list) => list.map((item) => (item.id === id ? { ...item, open: false } : item)));
    setTimeout(() => setToasts((list) => list.filter((item) => item.id !== id)), EXIT_MS);
  }, []);

  const api = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ToastLayer toasts={toasts} duration={duration} onClose={close} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Shows notifications: `const { show } = useToast(); show({ title, variant: 'success' })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
