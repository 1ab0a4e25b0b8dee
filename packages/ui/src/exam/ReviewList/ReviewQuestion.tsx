import { CheckCircledIcon, ClockIcon, CrossCircledIcon, MinusCircledIcon } from '@radix-ui/react-icons';
import { Badge, Box, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { FlagIcon } from '../_internal/FlagIcon';
import {
  choiceLetter,
  formatMinutesSeconds,
  isArrangement,
  isQuestionCorrect,
  questionTypeOf,
  sortByChoiceOrder,
} from '../rules';
import type { ReviewedQuestion } from '../types';
import { ReviewAnswerRow } from './ReviewAnswerRow';
import { ReviewArrangement } from './ReviewArrangement';
import { messages } from './ReviewList.messages';
import { ReviewReferences } from './ReviewReferences';
import { ReviewReport, type ReportQuestionHandler } from './ReviewReport';
import { useDomainLabel } from '../../shared/DomainLabel';

/**
 * A reviewed question: domain and outcome badges, numbered text, lettered answers, the explanation with its
 * references, and "Report a problem" when `onReport` is given.
 */
export function ReviewQuestion({
  question,
  onReport,
  showTime = false,
}: {
  question: ReviewedQuestion;
  onReport?: ReportQuestionHandler;
  /** Shows the time on the question (0:00 included): the attempt's times were measured. */
  showTime?: boolean;
}) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const headingId = useId();
  const correct = isQuestionCorrect(question);
  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <article aria-labelledby={headingId}>
        <Flex direction="column" gap="3">
          <Flex gap="2" wrap="wrap">
            <Badge variant="soft">{domainLabel(question.categoryName)}</Badge>
            {correct ? (
              <Badge color="green">
                <CheckCircledIcon aria-hidden />
                {intl.formatMessage(messages.correct)}
              </Badge>
            ) : question.ignored ? (
              // Unanswered is its own outcome, not a wrong answer as well.
              <Badge color="gray">
                <MinusCircledIcon aria-hidden />
                {intl.formatMessage(messages.unanswered)}
              </Badge>
            ) : (
              <Badge color="red">
                <CrossCircledIcon aria-hidden />
                {intl.formatMessage(messages.incorrect)}
              </Badge>
            )}
            {question.flagged && (
              <Badge color="amber">
                <FlagIcon filled width={12} height={12} />
                {intl.formatMessage(messages.flagged)}
              </Badge>
            )}
            {showTime && question.activeSeconds !== undefined && (
              <Badge color="gray" variant="outline">
                <ClockIcon aria-hidden />
                <span>
                  {intl.formatMessage(messages.activeTime, {
                    time: formatMinutesSeconds(question.activeSeconds ?? 0),
                  })}
                </span>
              </Badge>
            )}
          </Flex>
          <Heading as="h3" size="4" id={headingId} style={{ whiteSpace: 'pre-line' }}>
            {intl.formatMessage(messages.numbered, { number: question.orderId, text: question.questionText })}
          </Heading>
          {isArrangement(questionTypeOf(question)) ? (
            <ReviewArrangement question={question} labelledBy={headingId} />
          ) : (
            <Flex asChild direction="column" gap="2">
              <ul
                aria-label={intl.formatMessage(messages.answers)}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {sortByChoiceOrder(question.answers).map((answer, index) => (
                  <ReviewAnswerRow key={answer.answerId} answer={answer} letter={choiceLetter(index)} />
                ))}
              </ul>
            </Flex>
          )}
          {question.explanation && (
            <Box
              p="3"
              style={{
                borderLeft: '3px solid var(--accent-9)',
                background: 'var(--accent-a2)',
                borderRadius: 'var(--radius-2)',
              }}
            >
              <Text as="p" size="2" weight="bold" mb="1">
                {intl.formatMessage(messages.explanation)}
              </Text>
              <Text as="p" size="2">
                {question.explanation}
              </Text>
              <ReviewReferences references={question.references ?? []} />
            </Box>
          )}
          {onReport && <ReviewReport question={question} onReport={onReport} />}
        </Flex>
      </article>
    </Card>
  );
}
