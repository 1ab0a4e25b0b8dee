import { CheckCircledIcon, CrossCircledIcon } from '@radix-ui/react-icons';
import { Badge, Callout, Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ArticleReader.messages';
import type { KnowledgeCheckQuestion } from './types';

export interface QuizQuestionProps {
  question: KnowledgeCheckQuestion;
  number: number;
  total: number;
  answer: number | undefined;
  onAnswer: (choice: number) => void;
  /** After submitting: the question is locked and shows its result and explanation. */
  revealed: boolean;
}

/** One knowledge-check question as a radio group, then its result, right answer and explanation. */
export function QuizQuestion({ question, number, total, answer, onAnswer, revealed }: QuizQuestionProps) {
  const intl = useIntl();
  const id = useId();
  const right = answer === question.correctIndex;
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Flex justify="between" align="center" gap="2" wrap="wrap">
          <Text size="1" color="gray" weight="medium">
            {intl.formatMessage(messages.questionNumber, { number, total })}
          </Text>
          {revealed && (
            <Badge color={right ? 'green' : 'red'} highContrast>
              {right ? <CheckCircledIcon aria-hidden /> : <CrossCircledIcon aria-hidden />}
              {intl.formatMessage(right ? messages.correct : messages.incorrect)}
            </Badge>
          )}
        </Flex>
        <Text as="p" weight="bold" id={`${id}-q`}>
          {question.question}
        </Text>
        <RadioGroup.Root
          aria-labelledby={`${id}-q`}
          value={answer === undefined ? '' : String(answer)}
          onValueChange={(value) => onAnswer(Number(value))}
          disabled={revealed}
        >
          {question.choices.map((choice, index) => {
            const isRight = revealed && index === question.correctIndex;
            const isWrongPick = revealed && index === answer && !right;
            return (
              <RadioGroup.Item key={choice} value={String(index)}>
                <Text
                  color={isRight ? 'green' : isWrongPick ? 'red' : undefined}
                  weight={isRight ? 'bold' : undefined}
                >
                  {choice}
                  {isRight && ` ${intl.formatMessage(messages.rightAnswer)}`}
                  {isWrongPick && ` ${intl.formatMessage(messages.yourAnswer)}`}
                </Text>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
        {revealed && (
          <Callout.Root color={right ? 'green' : 'gray'} size="1">
            <Callout.Text>{question.explanation}</Callout.Text>
          </Callout.Root>
        )}
      </fieldset>
    </Flex>
  );
}
