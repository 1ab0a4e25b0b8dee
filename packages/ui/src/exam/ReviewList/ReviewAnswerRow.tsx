import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { ReviewAnswer } from '../types';
import { messages } from './ReviewList.messages';

/** One lettered answer: correct ones highlighted with an icon and words, the learner's wrong pick marked. */
export function ReviewAnswerRow({ answer, letter }: { answer: ReviewAnswer; letter: string }) {
  const intl = useIntl();
  const wrongPick = answer.clientChose && !answer.correct;
  const tone = answer.correct ? 'green' : wrongPick ? 'red' : 'gray';
  return (
    <Flex asChild gap="3" align="start" p="3">
      <li
        style={{
          borderRadius: 'var(--radius-3)',
          border: `1px solid var(--${tone}-a${tone === 'gray' ? 5 : 7})`,
          background: tone === 'gray' ? 'transparent' : `var(--${tone}-a3)`,
        }}
      >
        <Text
          as="span"
          size="2"
          weight="bold"
          aria-hidden
          style={{
            flexShrink: 0,
            width: 28,
            height: 28,
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderRadius: '50%',
            border: '1px solid var(--gray-a8)',
          }}
        >
          {letter}
        </Text>
        <Flex direction="column" gap="2" flexGrow="1" style={{ minWidth: 0, paddingTop: 3 }}>
          <Text size="3" style={{ overflowWrap: 'anywhere' }}>
            <VisuallyHidden>{letter}. </VisuallyHidden>
            {answer.value}
          </Text>
          {(answer.correct || answer.clientChose) && (
            <Flex gap="2" wrap="wrap">
              {answer.correct && (
                <Badge color="green" variant="surface">
                  <CheckCircledIcon aria-hidden />
                  {intl.formatMessage(messages.correctAnswer)}
                </Badge>
              )}
              {answer.clientChose && (
                <Badge color={wrongPick ? 'red' : 'gray'} variant="surface">
                  {wrongPick && <CrossCircledIcon aria-hidden />}
                  {intl.formatMessage(wrongPick ? messages.yourWrongAnswer : messages.yourAnswer)}
                </Badge>
              )}
            </Flex>
          )}
        </Flex>
      </li>
    </Flex>
  );
}
