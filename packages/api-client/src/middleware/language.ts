import type { Middleware } from 'openapi-fetch';

/** The UI language the server should answer content in (`en`, `fr`); undefined leaves the browser's own. */
export type LanguageReader = () => string | undefined;

/**
 * Sends `Accept-Language: <UI language>` on every call, unless the call set its own, so test titles,
 * questions, explanations and order item names come back in the language the learner reads the site in.
 */
export function languageMiddleware(readLanguage: LanguageReader): Middleware {
  return {
    onRequest({ request }) {
      const language = readLanguage();
      if (language && !request.headers.has('Accept-Language')) {
        request.headers.set('Accept-Language', language);
      }
      return request;
    },
  };
}
