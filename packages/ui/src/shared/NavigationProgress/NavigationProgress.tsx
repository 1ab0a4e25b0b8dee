import { useEffect, useState, type ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '../../stitches.config';
import { messages } from './NavigationProgress.messages';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

const Track = styled('div', {
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: 1000,
  pointerEvents: 'none',
});

const Bar = styled('div', {
  width: '40%',
  height: '100%',
  backgroundColor: 'var(--accent-9)',
  animation: `${sweep} 1.2s ease-in-out infinite`,
  '@reducedMotion': { animation: 'none', width: '100%' },
});

export interface NavigationProgressProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** The next page is on its way (its code or data is loading). */
  active: boolean;
  /** How long, in ms, a change of page may take before the bar shows: a quick one does not flash it. */
  delay?: number;
}

/**
 * A thin bar across the top of the window while the next page loads, so a press on a link never looks ignored
 * (on a slow phone the page's code can take a second). Indeterminate: how long is not known.
 */
export function NavigationProgress({ active, delay = 250, ...rest }: NavigationProgressProps) {
  const intl = useIntl();
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setLate(true), delay);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [active, delay]);
  if (!active || !late) return null;
  return (
    <Track role="progressbar" aria-label={intl.formatMessage(messages.loading)} {...rest}>
      <Bar />
    </Track>
  );
}
