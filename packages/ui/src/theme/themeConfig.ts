/** The product's Radix Themes settings, shared by UiProvider and any consumer that renders its own <Theme>. */
export const themeConfig = {
  accentColor: 'indigo',
  grayColor: 'slate',
  radius: 'medium',
  scaling: '100%',
  panelBackground: 'solid',
} as const;

export type Appearance = 'light' | 'dark';
