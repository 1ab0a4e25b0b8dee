import { render, screen } from '@testing-library/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
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

describe('UiProvider timeZone', () => {
  it('writes a date in the zone it is given, so a server writes the reader’s date', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    const at = '2026-12-31T23:30:00Z';
    const { rerender } = render(
      <UiProvider locale="en" appearance="light" timeZone="Europe/Paris">
        <FormattedDate value={at} dateStyle="medium" />
      </UiProvider>,
    );
    expect(screen.getByText('Jan 1, 2027')).toBeInTheDocument();
    rerender(
      <UiProvider locale="en" appearance="light" timeZone="UTC">
        <FormattedDate value={at} dateStyle="medium" />
      </UiProvider>,
    );
    expect(screen.getByText('Dec 31, 2026')).toBeInTheDocument();
  });
});

describe('loadMessages', () => {
  it('renders French from the catalogue it loads, and English without one', async () => {
    const { loadMessages } = await import('../i18n/messages');
    expect(await loadMessages('en')).toEqual({});
    const fr = await loadMessages('fr');
    const { rerender } = render(
      <UiProvider locale="fr" appearance="light" messages={{ ...fr, 'ui.Test.override': 'Remplacé' }}>
        <FormattedMessage id="ui.Test.override" defaultMessage="Overridden" />
      </UiProvider>,
    );
    expect(screen.getByText('Remplacé')).toBeInTheDocument();
    expect(Object.keys(fr).length).toBeGreaterThan(100);
    rerender(
      <UiProvider locale="en" appearance="light" messages={await loadMessages('en')}>
        <FormattedMessage id="ui.Test.override" defaultMessage="Overridden" />
      </UiProvider>,
    );
    expect(screen.getByText('Overridden')).toBeInTheDocument();
  });
});
