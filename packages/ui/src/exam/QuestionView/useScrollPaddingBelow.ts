import { useEffect, type RefObject } from 'react';

/**
 * While mounted, the page's scroll-padding-top reaches the bottom of a sticky element, so focus moves and
 * scrollIntoView never leave their target hidden under it. The element's height changes with wrapping (phones)
 * and its sticky top with the frame above it, so both are measured, not assumed.
 */
export function useScrollPaddingBelow(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    const update = () => {
      const top = parseFloat(getComputedStyle(element).top) || 0;
      root.style.scrollPaddingTop = `${Math.ceil(top + element.getBoundingClientRect().height + 8)}px`;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => {
      observer.disconnect();
      root.style.scrollPaddingTop = before;
    };
  }, [ref]);
}
