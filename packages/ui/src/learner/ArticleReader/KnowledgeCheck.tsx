import { ReloadIcon } from '@radix-ui/react-icons';
import { Button, Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { Fragment, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ArticleReader.messages';
import { QuizQuestion } from './QuizQuestion';
import { scoreKnowledgeCheck, type KnowledgeCheckAnswers } from './scoring';
import type { KnowledgeCheckQuestion } from './types';

/** The article's local quiz: choose, submit, see the score and explanations, retake. */
export function KnowledgeCheck({
  questions,
  onPassed,
}: {
  questions: readonly KnowledgeCheckQuestion[];
  /** Submitted with every answer right. */
  onPassed?: () => void;
}) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<KnowledgeCheckAnswers>({});
  const [submitted, setSubmitted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const complete = questions.every((q) => answers[q.id] !== undefined);
  const score = scoreKnowledgeCheck(questions, answers);

  const retake = () => {
    setAnswers({});
    setSubmitted(false);
    headingRef.current?.focus();
  };

  return (
    <Card size={{ initial: '3', sm: '4' }} asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="5">
          <Flex direction="column" gap="1">
            <Heading as="h2" size="5" id={titleId} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {intl.formatMessage(messages.quizTitle)}
            </Heading>
            <Text size="2" color="gray">
              {intl.formatMessage(messages.quizIntro)}
            </Text>
          </Flex>
          <div role="status">
            {submitted && (
              <Callout.Root color={score.correct === score.total ? 'green' : 'indigo'}>
                <Callout.Text weight="bold">
                  {intl.formatMessage(messages.score, {
                    correct: score.correct,
                    total: score.total,
                    ratio: score.ratio,
                  })}
                </Callout.Text>
              </Callout.Root>
            )}
          </div>
          {questions.map((question, index) => (
            <Fragment key={question.id}>
              {index > 0 && <Separator size="4" />}
              <QuizQuestion
                question={question}
                number={index + 1}
                total={questions.length}
                answer={answers[question.id]}
                onAnswer={(choice) => setAnswers((prev) => ({ ...prev, [question.id]: choice }))}
                revealed={submitted}
              />
            </Fragment>
          ))}
          <Flex gap="3" align="center" wrap="wrap">
            {submitted ? (
              <Button size="3" variant="soft" onClick={retake}>
                <ReloadIcon aria-hidden />
                {intl.formatMessage(messages.retake)}
              </Button>
            ) : (
              <>
                <Button
                  size="3"
                  disabled={!complete}
                  onClick={() => {
                    setSubmitted(true);
                    if (score.correct === score.total) onPassed?.();
                  }}
                >
                  {intl.formatMessage(messages.submit)}
                </Button>
                {!complete && (
                  <Text size="2" color="gray">
                    {intl.formatMessage(messages.answerAll)}
                  </Text>
                )}
              </>
            )}
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
