import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface NearScreenProps {
  /** Renders `children` at once (a link that opens the form, a learner reaching for it). */
  now?: boolean;
  /** Called once, as the slot comes within `margin` of the screen: start fetching the children's code. */
  onNear?: () => void;
  /** How far below (or above) the screen the slot counts as near, in CSS pixels. */
  margin?: number;
  children: ReactNode;
}

/**
 * Holds back a lazy part at the bottom of a page until it nears the screen, so a learner who never scrolls
 * there never downloads it. Only for parts with nothing under them: the empty slot has no height.
 */
export function NearScreen({ now = false, onNear, margin = 200, children }: NearScreenProps) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(now || typeof IntersectionObserver === 'undefined');
  const shown = near || now;
  useEffect(() => {
    const element = slot.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear?.();
        setNear(true);
      },
      { rootMargin: `${margin}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, margin, onNear]);
  return shown ? children : <div ref={slot} />;
}
