import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';

// The results page's own message (spec section 8) that the ui's error card does not carry. French:
// i18n/fr/results.json.
const messages = defineMessages({
  historyNotFound: { id: 'site.results.historyNotFound', defaultMessage: 'Test history not found' },
});

export function useResultsTexts() {
  const intl = useIntl();
  return useMemo(() => ({ historyNotFound: intl.formatMessage(messages.historyNotFound) }), [intl]);
}
