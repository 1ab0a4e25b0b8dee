// English lives in each component's defineMessages (the default locale needs no catalogue);
// French is one catalogue per area so parallel work on different areas never edits the same file.
import frAccount from './fr/account.json';
import frLearner from './fr/learner.json';
import frComponents from './fr/components.json';
import frExam from './fr/exam.json';
import frMarketing from './fr/marketing.json';
import frShared from './fr/shared.json';

export type Locale = 'en' | 'fr';

export const locales: readonly Locale[] = ['en', 'fr'];

export const frMessages: Record<string, string> = {
  ...frShared,
  ...frComponents,
  ...frMarketing,
  ...frAccount,
  ...frLearner,
  ...frExam,
};

/** The catalogue for a locale; English renders from the default messages. */
export function messagesFor(locale: Locale): Record<string, string> {
  return locale === 'fr' ? frMessages : {};
}
