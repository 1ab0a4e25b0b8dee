import { PracticeLabPage } from '@elearning/ui';
import { usePreferences } from '../../lib/preferences';
import { labSteps } from './labSteps';

function copyToClipboard(text: string) {
  // Refused without a secure context or permission: the command stays on screen to copy by hand.
  navigator.clipboard?.writeText(text).catch((error: unknown) => console.info('Copy refused', error));
}

/** The practice lab: the six steps shipped with the site, their copy button and the simulated terminal. */
export function PracticeLabContainer() {
  const { locale } = usePreferences();
  return <PracticeLabPage steps={labSteps[locale]} onCopy={copyToClipboard} />;
}
