import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider, type Appearance, type Locale } from '../packages/ui/src';
import '../packages/ui/src/styles.css';
import { chromaticModes } from './modes';

const withUiProvider: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  const appearance = (context.globals.appearance ?? 'light') as Appearance;
  return (
    <UiProvider locale={locale} appearance={appearance}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withUiProvider],
  globalTypes: {
    locale: {
      description: 'Language of the library texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
    appearance: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Appearance',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', appearance: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
  },
  tags: ['autodocs'],
};

export default preview;
