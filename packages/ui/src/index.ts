// The public API: explicit named exports only; no deep imports.
export { UiProvider, useLinkComponent } from './provider';
export type { UiProviderProps, LinkComponent, LinkComponentProps } from './provider';
export { locales, type Locale } from './i18n/messages';
export { breakpoints, type Breakpoint } from './theme/breakpoints';
export { themeConfig, type Appearance } from './theme/themeConfig';

// Shared
export { LoadingSpinner, type LoadingSpinnerProps } from './shared/LoadingSpinner';
