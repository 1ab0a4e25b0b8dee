import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { loadMessages, UiProvider, type Appearance, type Locale, type Messages } from '../packages/ui/src';
import '../packages/ui/src/styles.css';
import { chromaticModes } from './modes';

const localeOf = (globals: Record<string, unknown>) => (globals.locale ?? 'en') as Locale;

// Storybook runs loaders before every render, a change of globals included: the story renders once, already
// in the toolbar's language, as the site renders only after its catalogue has arrived.
const loadUiMessages: Loader = async (context) => ({
  uiMessages: await loadMessages(localeOf(context.globals)),
});

const withUiProvider: Decorator = (Story, context) => {
  const locale = localeOf(context.globals);
  const appearance = (context.globals.appearance ?? 'light') as Appearance;
  const messages = context.loaded.uiMessages as Messages | undefined;
  return (
    <UiProvider locale={locale} appearance={appearance} messages={messages}>
      <Story />
    </UiProvider>
  );
};

const preview: Preview = {
  loaders: [loadUiMessages],
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
