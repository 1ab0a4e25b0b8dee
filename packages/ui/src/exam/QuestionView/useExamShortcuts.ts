import { useEffect, useRef } from 'react';

export interface ExamShortcutHandlers {
  /** 1–9 or A–I (except F): the 0-based choice position. */
  onChoose?: (index: number) => void;
  /** ← */
  onPrevious?: () => void;
  /** → */
  onNext?: () => void;
  /** F */
  onFlag?: () => void;
  /** Enter, from the page or a chosen option (practice: Check answer); other buttons and links keep Enter. */
  onCheck?: () => void;
}

const LETTERS = 'abcdefghi';

// Fields take typed keys; menus, tabs, sliders and comboboxes take the arrow keys.
const OWN_KEYS = [
  'input',
  'textarea',
  'select',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[data-arrow-keys]',
  ...['menu', 'menubar', 'listbox', 'tablist', 'slider', 'combobox'].map((role) => `[role="${role}"]`),
].join(', ');
// While one of these is open, every key belongs to it.
const OVERLAYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Keys belong to the learner's typing, a modifier shortcut, another widget or an open overlay. */
function isIgnored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target as HTMLElement | null;
  if (target?.closest?.(OWN_KEYS)) return true;
  return document.querySelector(OVERLAYS) !== null;
}

/**
 * Enter checks from the page itself (body, a heading) or from an option (they toggle with Space, as radios and
 * checkboxes do); any other button, link or widget keeps its own Enter.
 */
function entersCheck(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return true;
  if (target.matches('[role="radio"], [role="checkbox"]')) return true;
  return !target.closest('a, button, [role="button"], [role="option"], [role="gridcell"], [tabindex="0"]');
}

/**
 * The exam's keyboard: 1–9 or A–I choose, ←/→ move between questions, F flags. F is the flag key, so the
 * sixth choice is chosen with 6. Keys are ignored while typing in a field or while a dialog is open.
 */
export function useExamShortcuts(handlers: ExamShortcutHandlers, enabled: boolean) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isIgnored(event)) return;
      const { onChoose, onPrevious, onNext, onFlag, onCheck } = latest.current;
      const key = event.key.toLowerCase();
      let handled = true;
      if (key === 'enter') {
        if (!onCheck || !entersCheck(event.target)) return;
        onCheck();
      } else if (key === 'arrowleft' && onPrevious) onPrevious();
      else if (key === 'arrowright' && onNext) onNext();
      else if (key === 'f' && onFlag) onFlag();
      else if (/^[1-9]$/.test(key) && onChoose) onChoose(Number(key) - 1);
      else if (key.length === 1 && key !== 'f' && LETTERS.includes(key) && onChoose)
        onChoose(LETTERS.indexOf(key));
      else handled = false;
      if (handled) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
