import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './DomainLabel.messages';

/**
 * The label of an exam domain in the learner's language: the server sends the English name (a filter value or
 * a key), the screen shows this. A name the ui does not know is shown as it came.
 */
export function useDomainLabel(): (name: string) => string {
  const intl = useIntl();
  return useCallback(
    (name: string) => {
      const message = Object.hasOwn(messages, name) ? messages[name as keyof typeof messages] : undefined;
      return message ? intl.formatMessage(message) : name;
    },
    [intl],
  );
}
