// The one styling module of the ui: Stitches' API and syntax for what Radix Themes lacks. Stitches itself is
// unmaintained since 2023 and its runtime was 6.4 kB of every page's JavaScript; _internal/styleEngine does the
// part the ui uses. Tokens resolve to Radix Themes CSS variables where they are used (`$accent11` →
// `var(--accent-11)`), so dark mode follows <Theme appearance> with no token variables of its own.
import { createStyles } from './_internal/styleEngine';
import { breakpoints } from './theme/breakpoints';

const prefix = 'elui';

const scale = (name: string) =>
  Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`${name}${i + 1}`, `var(--${name}-${i + 1})`]));

const theme = {
  colors: {
    ...scale('accent'),
    ...scale('gray'),
    ...scale('green'),
    ...scale('red'),
    ...scale('amber'),
    panel: 'var(--color-panel-solid)',
    background: 'var(--color-background)',
    overlay: 'var(--color-overlay)',
  },
  space: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [i + 1, `var(--space-${i + 1})`])),
  radii: {
    1: 'var(--radius-1)',
    2: 'var(--radius-2)',
    3: 'var(--radius-3)',
    4: 'var(--radius-4)',
    full: 'var(--radius-full)',
  },
  fonts: { body: 'var(--default-font-family)', code: 'var(--code-font-family)' },
  shadows: Object.fromEntries(Array.from({ length: 6 }, (_, i) => [i + 1, `var(--shadow-${i + 1})`])),
} satisfies Record<string, Record<string | number, string>>;

/** @internal */
export const { styled, css, keyframes, getCssText } = createStyles(prefix, {
  scales: theme,
  media: {
    xs: `(min-width: ${breakpoints.xs}px)`,
    sm: `(min-width: ${breakpoints.sm}px)`,
    md: `(min-width: ${breakpoints.md}px)`,
    lg: `(min-width: ${breakpoints.lg}px)`,
    xl: `(min-width: ${breakpoints.xl}px)`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});
