import {
  CheckCircledIcon,
  ClockIcon,
  EyeOpenIcon,
  PauseIcon,
  TargetIcon,
  ShuffleIcon,
} from '@radix-ui/react-icons';
import { Flex, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { formatPercent } from '../_internal/format';
import type { AttemptMode, ExamTest } from '../types';
import { messages } from './TestIntro.messages';

/**
 * The rules of the attempt in the chosen mode: time allowed, pause, navigation, auto-save, review or checks,
 * pass mark.
 */
export function Instructions({ test, mode }: { test: ExamTest; mode: AttemptMode }) {
  const intl = useIntl();
  const practice = mode === 'practice';
  const score = formatPercent(intl, test.passingScore);
  const items = [
    [
      <ClockIcon key="i" />,
      practice
        ? intl.formatMessage(messages.practiceTime, { count: test.totalQuestions })
        : intl.formatMessage(messages.timeAllowed, {
            minutes: Math.round(test.timeLimit / 60),
            count: test.totalQuestions,
          }),
    ],
    [<PauseIcon key="i" />, intl.formatMessage(practice ? messages.practicePause : messages.pauseResume)],
    [<ShuffleIcon key="i" />, intl.formatMessage(messages.navigation)],
    [<CheckCircledIcon key="i" />, intl.formatMessage(messages.autoSave)],
    [<EyeOpenIcon key="i" />, intl.formatMessage(practice ? messages.practiceCheck : messages.review)],
    [
      <TargetIcon key="i" />,
      intl.formatMessage(practice ? messages.practicePassRule : messages.passRule, { score }),
    ],
  ] as const;
  return (
    <Flex asChild direction="column" gap="3">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map(([icon, text]) => (
          <Flex asChild key={text} gap="3" align="start">
            <li>
              <Flex
                aria-hidden
                align="center"
                justify="center"
                flexShrink="0"
                width="28px"
                height="28px"
                style={{
                  borderRadius: '50%',
                  background: 'var(--accent-a3)',
                  color: 'var(--accent-11)',
                }}
              >
                {icon}
              </Flex>
              <Text size="3" style={{ paddingTop: 2 }}>
                {text}
              </Text>
            </li>
          </Flex>
        ))}
      </ul>
    </Flex>
  );
}
