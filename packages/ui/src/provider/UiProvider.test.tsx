import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { UiProvider } from './UiProvider';

describe('UiProvider', () => {
  it('reports a message missing from the French catalogue on the console and shows the English default', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <UiProvider locale="fr" appearance="light">
          <FormattedMessage id="ui.Test.notTranslated" defaultMessage="Only in English" />
        </UiProvider>,
      );
      expect(screen.getByText('Only in English')).toBeInTheDocument();
      const reported = consoleError.mock.calls.map((call) => String(call[0]));
      expect(
        reported.some((text) => /MISSING_TRANSLATION/.test(text) && /ui\.Test\.notTranslated/.test(text)),
      ).toBe(true);
    } finally {
      consoleError.mockRestore();
    }
  });
});
