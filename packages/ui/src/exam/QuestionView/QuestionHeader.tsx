import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { FlagIcon } from '../_internal/FlagIcon';
import { isArrangement, questionTypeOf } from '../rules';
import type { ExamQuestion } from '../types';
import { messages } from './QuestionView.messages';
import { useDomainLabel } from '../../shared/DomainLabel';

export interface QuestionHeaderProps {
  /** The question on screen. */
  question: ExamQuestion;
  /** For "Question n of total". */
  totalQuestions: number;
  /** Id given to the question text (it labels the choices). */
  textId: string;
  /** Id given to the hint (it describes the choices). */
  hintId: string;
  /** The Flag toggle: the new flagged state. */
  onToggleFlag: (flagged: boolean) => void;
  /** Paused, loading or submitting. */
  disabled?: boolean;
  /** The "Question n of total" heading, which takes the focus when a question opens. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The Flag toggle shows here (default); on phones it is in the exam bar instead. */
  showFlag?: boolean;
}

/** Question n of total, its domain, the Flag toggle, the text and "Choose N answers." */
export function QuestionHeader({
  question,
  totalQuestions,
  textId,
  hintId,
  onToggleFlag,
  disabled,
  headingRef,
  showFlag = true,
}: QuestionHeaderProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const type = questionTypeOf(question);
  const multi = !isArrangement(type) && question.correctAnswersNumber > 1;
  return (
    <Flex direction="column" gap="3">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="3" color="gray" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {intl.formatMessage(messages.questionOf, { current: question.orderId, total: totalQuestions })}
          </Heading>
          <Badge size="2" variant="soft">
            {domainLabel(question.categoryName)}
          </Badge>
        </Flex>
        {showFlag && (
          <Button
            variant={question.flagged ? 'solid' : 'soft'}
            color="amber"
            aria-pressed={question.flagged}
            disabled={disabled}
            onClick={() => onToggleFlag(!question.flagged)}
          >
            <FlagIcon filled={question.flagged} />
            {intl.formatMessage(question.flagged ? messages.flagged : messages.flag)}
          </Button>
        )}
      </Flex>
      <Text
        as="p"
        id={textId}
        size={{ initial: '4', sm: '5' }}
        weight="medium"
        style={{ whiteSpace: 'pre-line' }}
      >
        {question.questionText}
      </Text>
      <Text as="p" id={hintId} size="2" color="gray">
        {type === 'matching'
          ? intl.formatMessage(messages.hintMatching)
          : type === 'ordering'
            ? intl.formatMessage(messages.hintOrdering)
            : intl.formatMessage(messages.chooseHint, { count: question.correctAnswersNumber })}
        {multi &&
          ` ${intl.formatMessage(messages.selectedCount, {
            selected: question.selectedChoiceIds.length,
            count: question.correctAnswersNumber,
          })}`}
      </Text>
    </Flex>
  );
}
