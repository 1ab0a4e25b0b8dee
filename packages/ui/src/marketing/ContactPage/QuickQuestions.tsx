import { QuestionMarkCircledIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ContactPage.messages';

// Each question has its own title (spec decision 1 fixes the original's repeated title).
const questions = [
  { q: messages.faqDurationQ, a: messages.faqDurationA },
  { q: messages.faqInstallQ, a: messages.faqInstallA },
  { q: messages.faqGuidedQ, a: messages.faqGuidedA },
  { q: messages.faqProgressQ, a: messages.faqProgressA },
];

/** Four frequent questions with their answers. */
export function QuickQuestions() {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={titleId}>
        <Flex align="center" gap="2" mb="4">
          <Text aria-hidden style={{ color: 'var(--accent-11)', display: 'inline-flex' }}>
            <QuestionMarkCircledIcon width={20} height={20} />
          </Text>
          <Heading as="h2" size="4" id={titleId}>
            {intl.formatMessage(messages.faqTitle)}
          </Heading>
        </Flex>
        <Flex direction="column" gap="4">
          {questions.map(({ q, a }) => (
            <div key={q.id}>
              <Heading as="h3" size="2" mb="1">
                {intl.formatMessage(q)}
              </Heading>
              <Text as="p" size="2" color="gray">
                {intl.formatMessage(a)}
              </Text>
            </div>
          ))}
        </Flex>
      </section>
    </Card>
  );
}
