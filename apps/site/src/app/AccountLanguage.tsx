import { useEffect, useRef } from 'react';
import { useAuth } from '../lib/auth';
import { usePreferences } from '../lib/preferences';
import { useSession } from './AuthProvider';

/**
 * Keeps the account's language (the one its mails are written in) on the language a signed-in learner chooses;
 * sign-in stores it already, so nothing is sent on load. Reading a public page at its English or French address
 * is no choice.
 */
export function AccountLanguage() {
  const { chosenLocale: locale } = usePreferences();
  const { user } = useAuth();
  const session = useSession();
  const stored = useRef(locale);
  useEffect(() => {
    if (!locale || stored.current === locale) return;
    stored.current = locale;
    // A failed save only means the next mail uses the language of the last sign-in: nothing to tell the learner.
    if (user) session.saveLanguage(locale).catch(() => undefined);
  }, [locale, user, session]);
  return null;
}
