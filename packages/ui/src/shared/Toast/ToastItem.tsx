import * as Toast from '@radix-ui/react-toast';
import {
  CheckCircledIcon,
  Cross2Icon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
} from '@radix-ui/react-icons';
import { IconButton, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '../../stitches.config';
import { messages } from './Toast.messages';
import type { ToastOptions } from './toastTypes';

const slideIn = keyframes({
  from: { transform: 'translateX(calc(100% + 24px))' },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 24px))' },
});

const Root = styled(Toast.Root, {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  columnGap: 'var(--space-3)',
  alignItems: 'start',
  padding: 'var(--space-4)',
  borderRadius: 'var(--radius-4)',
  border: '1px solid var(--gray-a6)',
  borderLeftWidth: 4,
  backgroundColor: 'var(--color-panel-solid)',
  boxShadow: 'var(--shadow-5)',
  '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
  '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
  '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
  '&[data-swipe="end"]': { animation: `${swipeOut} 150ms ease-out` },
  '@reducedMotion': { '&&': { animation: 'none' } },
  variants: {
    variant: {
      success: { borderLeftColor: 'var(--green-9)' },
      error: { borderLeftColor: 'var(--red-9)' },
      destructive: {
        backgroundColor: 'var(--red-3)',
        borderColor: 'var(--red-7)',
        borderLeftColor: 'var(--red-9)',
      },
    },
  },
});

const icons = {
  success: { Icon: CheckCircledIcon, color: 'var(--green-11)' },
  error: { Icon: CrossCircledIcon, color: 'var(--red-11)' },
  destructive: { Icon: ExclamationTriangleIcon, color: 'var(--red-11)' },
};

interface ToastItemProps {
  toast: ToastOptions;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** One notification: icon, title, optional description and a close button. */
export function ToastItem({ toast, open, onOpenChange }: ToastItemProps) {
  const intl = useIntl();
  const { Icon, color } = icons[toast.variant];
  return (
    // "background" makes screen readers announce it politely, without interrupting.
    <Root type="background" open={open} onOpenChange={onOpenChange} variant={toast.variant}>
      <Icon width={20} height={20} aria-hidden style={{ color, marginTop: 1 }} />
      <div>
        <Toast.Title asChild>
          <Text as="div" size="2" weight="bold">
            {toast.title}
          </Text>
        </Toast.Title>
        {toast.description && (
          <Toast.Description asChild>
            <Text as="div" size="2" mt="1" style={{ color: 'var(--gray-12)' }}>
              {toast.description}
            </Text>
          </Toast.Description>
        )}
      </div>
      <Toast.Close asChild>
        <IconButton size="1" variant="ghost" color="gray" aria-label={intl.formatMessage(messages.close)}>
          <Cross2Icon aria-hidden />
        </IconButton>
      </Toast.Close>
    </Root>
  );
}
