import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { loadMessages, UiProvider, type Appearance, type Locale, type Messages } from '../packages/ui/src';
import '../packages/ui/src/styles.css';
import { axeRunOptions } from './a11y.mjs';
import { chromaticModes } from './modes';

// The accessibility panel runs axe after every render for a person at the Storybook. In an automated browser
// (the story tests, the screenshots, the docs check) it waits for a click instead: CI runs the same rules itself
// (tests/visual/stories/checks.ts), and a second axe on every render would only slow those runs down.
const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;

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
  initialGlobals: { locale: 'en', appearance: 'light', a11y: { manual: automated } },
  parameters: {
    layout: 'padded',
    options: {
      storySort: {
        order: ['Introduction', 'Foundations', 'Guidelines', 'Screens', '*', 'Changelog'],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // The rules CI enforces (a11y.mjs); 'error' marks a story with a violation as failed in the panel.
    a11y: { test: 'error', options: axeRunOptions },
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
  },
  tags: ['autodocs'],
};

export default preview;
