import { CodeIcon, GlobeIcon, ReaderIcon, RocketIcon } from '@radix-ui/react-icons';
import { IconCardGrid } from '../_internal/IconCardGrid';
import { messages } from './AboutPage.messages';

const values = [
  { Icon: CodeIcon, title: messages.handsOnTitle, text: messages.handsOnText },
  { Icon: ReaderIcon, title: messages.expertTitle, text: messages.expertText },
  { Icon: GlobeIcon, title: messages.communityTitle, text: messages.communityText },
  { Icon: RocketIcon, title: messages.careerTitle, text: messages.careerText },
];

/** The four values, one card each. */
export function ValuesGrid() {
  return <IconCardGrid cards={values} />;
}
