import {
  cloneElement,
  Suspense,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface DeferredPopupProps {
  /** The trigger's look: the same button the popup wraps in its Radix trigger. */
  trigger: ReactElement<Record<string, unknown>>;
  /**
   * `menu` opens as Radix DropdownMenu does (primary pointer down, Enter, Space, ArrowDown); `dialog` as Radix
   * Dialog does (click, which Enter and Space also fire).
   */
  kind: 'menu' | 'dialog';
  /** Starts fetching the popup's code: called on hover and focus, so it is usually there by the press. */
  preload: () => unknown;
  /** The popup itself, open, around the same trigger: rendered from the first press on. */
  children: ReactNode;
}

const MENU_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A menu or dialog whose code (Radix's menu, dialog, focus scope, scroll lock, positioning) is not part of the
 * page: the trigger is drawn at once — pre-rendered and hydrated as any button — and the first press loads the
 * popup, which replaces it opened, around the same trigger (it stays from then on, and behaves as it always
 * did). While the code arrives the button stays as it is.
 */
export function DeferredPopup({ trigger, kind, preload, children }: DeferredPopupProps) {
  const [wanted, setWanted] = useState(false);
  const standIn = (interactive: boolean) =>
    cloneElement(trigger, {
      type: 'button',
      'aria-haspopup': kind,
      'aria-expanded': false,
      'data-state': 'closed',
      ...(interactive && {
        onPointerEnter: preload,
        onFocus: preload,
        ...(kind === 'menu'
          ? {
              onPointerDown: (event: PointerEvent) => {
                if (event.button !== 0 || event.ctrlKey) return;
                event.preventDefault();
                setWanted(true);
              },
              onKeyDown: (event: KeyboardEvent) => {
                if (!MENU_KEYS.includes(event.key)) return;
                event.preventDefault();
                setWanted(true);
              },
            }
          : { onClick: () => setWanted(true) }),
      }),
    });
  if (!wanted) return standIn(true);
  return <Suspense fallback={standIn(false)}>{children}</Suspense>;
}
