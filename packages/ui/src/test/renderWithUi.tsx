import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { frMessages } from '../i18n/fr';
import type { Locale } from '../i18n/messages';
import { UiProvider } from '../provider/UiProvider';
import type { Appearance } from '../theme/themeConfig';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  locale?: Locale;
  appearance?: Appearance;
}

/** Renders inside UiProvider, as every consumer does (with the French catalogue already loaded). */
export function renderWithUi(
  ui: ReactElement,
  { locale = 'en', appearance = 'light', ...options }: Options = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <UiProvider locale={locale} appearance={appearance} messages={locale === 'fr' ? frMessages : undefined}>
        {children}
      </UiProvider>
    ),
    ...options,
  });
}
