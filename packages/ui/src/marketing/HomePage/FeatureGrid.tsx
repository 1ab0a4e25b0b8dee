import { BadgeIcon, CheckboxIcon, CodeIcon, PlayIcon } from '@radix-ui/react-icons';
import { IconCardGrid } from '../_internal/IconCardGrid';
import { messages } from './HomePage.messages';

const features = [
  { Icon: PlayIcon, title: messages.coursesTitle, text: messages.coursesText },
  { Icon: CheckboxIcon, title: messages.mcqTitle, text: messages.mcqText },
  { Icon: BadgeIcon, title: messages.certificationTitle, text: messages.certificationText },
  { Icon: CodeIcon, title: messages.labsTitle, text: messages.labsText },
];

/** The four things the product offers, one card each. */
export function FeatureGrid() {
  return <IconCardGrid cards={features} />;
}
