import { LockClosedIcon, PlayIcon, ReloadIcon, ResumeIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { formatPrice } from '../_internal/format';
import { chooseTestAction } from '../rules';
import type { ExamTest } from '../types';
import { messages } from './TestCard.messages';

interface TestCardActionProps {
  /** The test whose action is chosen. */
  test: ExamTest;
  /** Id of the card title, so the button reads "Start Test, Kafka Fundamentals Quiz". */
  titleId: string;
  /** Start, continue or retake. */
  onOpen: (test: ExamTest) => void;
  /** Unlock a paid test without access. */
  onUnlock: (test: ExamTest) => void;
}

// A Radix button has one line of fixed height: "Débloquer le test · 29,99 $US" overflowed a card of a
// four-column grid. The label may wrap (the price stays whole: it holds a no-break space) and the button grows with it.
const wrappingLabel = {
  width: '100%',
  height: 'auto',
  minHeight: 'var(--base-button-height)',
  paddingBlock: 'var(--space-2)',
  whiteSpace: 'normal',
} as const;

/** The one action of a card, in the spec's order: Unlock → Continue → Retake → Start. */
export function TestCardAction({ test, titleId, onOpen, onUnlock }: TestCardActionProps) {
  const intl = useIntl();
  const action = chooseTestAction(test);
  const content = {
    unlock: [
      <LockClosedIcon key="i" />,
      intl.formatMessage(messages.unlock, { price: formatPrice(intl, test.price, test.currency) }),
    ],
    continue: [<ResumeIcon key="i" />, intl.formatMessage(messages.continue)],
    retake: [<ReloadIcon key="i" />, intl.formatMessage(messages.retake)],
    start: [<PlayIcon key="i" />, intl.formatMessage(messages.start)],
  }[action];
  return (
    <Button
      size="3"
      variant={action === 'retake' ? 'soft' : 'solid'}
      data-action={action}
      aria-describedby={titleId}
      style={wrappingLabel}
      onClick={() => (action === 'unlock' ? onUnlock(test) : onOpen(test))}
    >
      {content}
    </Button>
  );
}
