import {
  CheckCircledIcon,
  CrossCircledIcon,
  ExclamationTriangleIcon,
  QuestionMarkCircledIcon,
} from '@radix-ui/react-icons';
import { Box, Button, Callout, Flex, Spinner, Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { ReviewReferences } from '../ReviewList/ReviewReferences';
import { choiceLetter, isArrangement, questionTypeOf, sortByChoiceOrder } from '../rules';
import type { ExamQuestion } from '../types';
import { messages } from './QuestionView.messages';

export interface PracticeFeedbackProps {
  question: ExamQuestion;
  /** The check is on its way. */
  isChecking: boolean;
  /** The last check failed: an alert, and the button stays to try again. */
  checkFailed?: boolean;
  /** Paused, loading or submitting: no check now. */
  disabled: boolean;
  onCheck: () => void;
  /** Report a problem with the checked question; the button is hidden without it. */
  onReport?: () => void;
  /** The learner already reported this question: the button reads "Reported". */
  isReported?: boolean;
}

/**
 * Practice mode under the choices: Check answer, then the verdict (announced), the correct letters, the
 * explanation with its references, and Report a problem.
 */
export function PracticeFeedback({
  question,
  isChecking,
  checkFailed = false,
  disabled,
  onCheck,
  onReport,
  isReported = false,
}: PracticeFeedbackProps) {
  const intl = useIntl();
  const { check } = question;
  const type = questionTypeOf(question);
  const parts = check?.parts ?? [];
  const letters = sortByChoiceOrder(question.choices)
    .map((choice, index) => ({ choice, letter: choiceLetter(index) }))
    .filter(({ choice }) => check?.correctChoiceIds.includes(choice.choiceId))
    .map(({ letter }) => letter);

  return (
    <Flex direction="column" gap="3" data-testid="practice-feedback">
      <div role="status" aria-live="polite">
        {check && (
          <Callout.Root color={check.correct ? 'green' : 'red'} variant="surface">
            <Callout.Icon>{check.correct ? <CheckCircledIcon /> : <CrossCircledIcon />}</Callout.Icon>
            <Callout.Text weight="bold">
              {intl.formatMessage(check.correct ? messages.checkCorrect : messages.checkIncorrect)}{' '}
              {isArrangement(type)
                ? intl.formatMessage(
                    type === 'matching' ? messages.checkPartsMatching : messages.checkPartsOrdering,
                    { right: parts.filter((p) => p.correct).length, total: parts.length },
                  )
                : intl.formatMessage(messages.checkAnswerIs, {
                    count: letters.length,
                    letters: intl.formatList(letters, { type: 'conjunction' }),
                  })}
            </Callout.Text>
          </Callout.Root>
        )}
      </div>
      {check ? (
        <Box>
          <Text as="p" size="2" weight="bold">
            {intl.formatMessage(messages.checkExplanation)}
          </Text>
          <Text as="p" size="2" style={{ whiteSpace: 'pre-line' }}>
            {check.explanation}
          </Text>
          <ReviewReferences references={check.references} />
          {onReport && (
            <Button mt="3" size="1" variant="ghost" color="gray" onClick={onReport}>
              <QuestionMarkCircledIcon aria-hidden />
              {intl.formatMessage(isReported ? messages.checkReported : messages.checkReport)}
            </Button>
          )}
        </Box>
      ) : (
        <Flex direction="column" gap="2" align="start">
          <Button variant="soft" onClick={onCheck} disabled={disabled || isChecking} aria-busy={isChecking}>
            <Spinner loading={isChecking}>
              <CheckCircledIcon aria-hidden />
            </Spinner>
            {intl.formatMessage(isChecking ? messages.checking : messages.checkAnswer)}
          </Button>
          <Text size="1" color="gray">
            {intl.formatMessage(messages.checkHint)}
          </Text>
          {checkFailed && (
            <Callout.Root color="red" size="1" role="alert">
              <Callout.Icon>
                <ExclamationTriangleIcon />
              </Callout.Icon>
              <Callout.Text>{intl.formatMessage(messages.checkFailed)}</Callout.Text>
            </Callout.Root>
          )}
        </Flex>
      )}
    </Flex>
  );
}
