import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { VerdictBadge } from '../_internal/ItemBits';
import { messages } from './MatchingQuestion.messages';

/** One checked pair: the learner's target (or none), right or wrong in words, and the correct target if wrong. */
export function MatchResult({
  chosen,
  correct,
  correctTarget,
}: {
  /** "B. text" of the learner's target; undefined when the item was not matched. */
  chosen: string | undefined;
  correct: boolean;
  /** "C. text" of the item's correct target. */
  correctTarget: string;
}) {
  const intl = useIntl();
  return (
    <Flex direction="column" gap="1" align="start">
      <Text size="2" style={{ overflowWrap: 'anywhere' }}>
        {chosen
          ? intl.formatMessage(messages.yourMatch, { target: chosen })
          : intl.formatMessage(messages.missing)}
      </Text>
      <VerdictBadge right={correct}>
        {intl.formatMessage(correct ? messages.right : messages.wrong)}
      </VerdictBadge>
      {!correct && (
        <Text size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(messages.correctMatch, { target: correctTarget })}
        </Text>
      )}
    </Flex>
  );
}
