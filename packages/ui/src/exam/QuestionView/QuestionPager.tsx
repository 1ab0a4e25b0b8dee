import { ArrowLeftIcon, ArrowRightIcon } from '@radix-ui/react-icons';
import { Button, Flex } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { messages } from './QuestionView.messages';

interface QuestionPagerProps {
  /** orderId of the question on screen. */
  current: number;
  /** Questions in the attempt. */
  total: number;
  /** Paused, loading or submitting. */
  disabled: boolean;
  /** Go to a question by orderId. */
  onGo: (orderId: number) => void;
}

/** Previous and Next, disabled at the first and last question. */
export function QuestionPager({ current, total, disabled, onGo }: QuestionPagerProps) {
  const intl = useIntl();
  return (
    <Flex justify="between" gap="3">
      <Button variant="soft" size="3" disabled={disabled || current <= 1} onClick={() => onGo(current - 1)}>
        <ArrowLeftIcon aria-hidden />
        {intl.formatMessage(messages.previous)}
      </Button>
      <Button
        variant="soft"
        size="3"
        disabled={disabled || current >= total}
        onClick={() => onGo(current + 1)}
      >
        {intl.formatMessage(messages.next)}
        <ArrowRightIcon aria-hidden />
      </Button>
    </Flex>
  );
}
