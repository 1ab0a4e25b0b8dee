import { isApiError, type ErrorCode } from '@elearning/api-client';
import { useCallback } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { codeMessages, detailMessages, operationMessages, pageRefusalMessages } from './errorMessages';

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(codeMessages, code);

/**
 * What went wrong, in the UI language, from the server's stable `code` (never its English `message`); a code
 * this site does not know reads as a generic failure, an answer without one (a proxy's page) as the
 * operation's failure. Undefined when no answer came (a network failure): the screen shows its own text.
 */
export function errorText(error: unknown, intl: IntlShape): string | undefined {
  if (!isApiError(error) || error.status === 0) return undefined;
  const { code } = error;
  if (code === undefined) {
    const failed: MessageDescriptor = error.operationId
      ? operationMessages[error.operationId]
      : detailMessages.unknown;
    return intl.formatMessage(failed);
  }
  if (!isKnownCode(code)) return intl.formatMessage(detailMessages.unknown);
  if (code === 'RATE_LIMITED' && error.retryAfterSeconds)
    return intl.formatMessage(detailMessages.retryIn, { seconds: error.retryAfterSeconds });
  if (code === 'PRACTICE_SET_LIMIT' && error.retryAfterSeconds)
    return intl.formatMessage(detailMessages.practiceSetsRetryIn, {
      minutes: Math.ceil(error.retryAfterSeconds / 60),
    });
  if (code === 'VALIDATION' && error.field && /password/i.test(error.field))
    return intl.formatMessage(detailMessages.passwordTooShort);
  return intl.formatMessage(codeMessages[code]);
}

/**
 * Whether the server named what it refused (a `code`): its text then says why. Without one (a proxy's page, a
 * dropped connection) a screen whose spec gives its own failure text shows that instead.
 */
export const isNamedRefusal = (error: unknown): boolean => isApiError(error) && error.code !== undefined;

/** `errorText` in the current language: `const serverMessage = useServerMessage();`. */
export function useServerMessage(): (error: unknown) => string | undefined {
  const intl = useIntl();
  return useCallback((error: unknown) => errorText(error, intl), [intl]);
}

const isPageRefusal = (code: string): code is keyof typeof pageRefusalMessages =>
  Object.hasOwn(pageRefusalMessages, code);

/**
 * A refusal named in the address (`?error=AUTH_INVALID_CREDENTIALS`: a form the server took before the app ran
 * sends the visitor back so), in `intl`'s language: the API's codes, and the server's own checks of fields the API
 * never sees (`PASSWORDS_DIFFER`); a code this site does not know reads as a generic failure.
 */
export function refusalText(code: string, intl: IntlShape): string {
  if (isPageRefusal(code)) return intl.formatMessage(pageRefusalMessages[code]);
  if (!isKnownCode(code)) return intl.formatMessage(detailMessages.unknown);
  return intl.formatMessage(codeMessages[code]);
}

/** `refusalText` of the address's `?error=` in the current language; undefined without one. */
export function useRefusalInAddress(code: string | null): string | undefined {
  const intl = useIntl();
  return code ? refusalText(code, intl) : undefined;
}
