// Stitches is unmaintained since 2023: every use goes through this module so it can be replaced in one place.
// Tokens point at Radix Themes CSS variables, so dark mode follows <Theme appearance>.
import { createStitches } from '@stitches/react';
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
export const { styled, css, keyframes, globalCss, getCssText } = createStitches({
  prefix,
  theme,
  media: {
    xs: `(min-width: ${breakpoints.xs}px)`,
    sm: `(min-width: ${breakpoints.sm}px)`,
    md: `(min-width: ${breakpoints.md}px)`,
    lg: `(min-width: ${breakpoints.lg}px)`,
    xl: `(min-width: ${breakpoints.xl}px)`,
    reducedMotion: '(prefers-reduced-motion: reduce)',
  },
});

/**
 * Stitches declares its token variables on :root, where `var(--gray-12)` resolves to the light value once and
 * is inherited as such. Declaring them again on every Radix theme element (the root <Theme> and the ones Radix
 * wraps around portals) resolves them where the appearance is known.
 * @internal
 */
export const scopeTokensToThemes = globalCss({
  '.radix-themes': Object.fromEntries(
    Object.entries(theme).flatMap(([scaleName, tokens]) =>
      Object.entries(tokens).map(([token, value]) => [`--${prefix}-${scaleName}-${token}`, value]),
    ),
  ),
});
