import * as Toast from '@radix-ui/react-toast';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages, viewportMessage } from './Toast.messages';
import { ToastItem } from './ToastItem';
import type { ToastOptions } from './toastTypes';

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

export interface ToastLayerProps {
  toasts: { id: number; open: boolean; toast: ToastOptions }[];
  duration: number;
  onClose: (id: number) => void;
}

/**
 * The notifications and their corner viewport: Radix Toast and its styles, a chunk of their own that
 * ToastProvider loads with the first notification (a page that never shows one never downloads them).
 */
export default function ToastLayer({ toasts, duration, onClose }: ToastLayerProps) {
  const intl = useIntl();
  return (
    <Toast.Provider duration={duration} swipeDirection="right" label={intl.formatMessage(messages.label)}>
      {toasts.map((item) => (
        <ToastItem
          key={item.id}
          toast={item.toast}
          open={item.open}
          onOpenChange={(open) => !open && onClose(item.id)}
        />
      ))}
      <Viewport label={intl.formatMessage(viewportMessage, { hotkey: '{hotkey}' })} />
    </Toast.Provider>
  );
}
