import { Flex, Text, Theme } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages } from './HomePage.messages';

// A real session is shell commands and Kafka's own output: it reads the same in every language.
const session: { kind: 'command' | 'output'; text: string }[] = [
  {
    kind: 'command',
    text: 'kafka-topics.sh --create --topic orders --partitions 3 --bootstrap-server localhost:9092',
  },
  { kind: 'output', text: 'Created topic orders.' },
  { kind: 'command', text: 'kafka-console-producer.sh --topic orders --bootstrap-server localhost:9092' },
  { kind: 'output', text: '> {"orderId": 1042, "status": "PAID"}' },
  {
    kind: 'command',
    text: 'kafka-console-consumer.sh --topic orders --from-beginning --bootstrap-server localhost:9092',
  },
  { kind: 'output', text: '{"orderId": 1042, "status": "PAID"}' },
];

const Screen = styled('pre', {
  margin: 0,
  padding: 'var(--space-4)',
  fontFamily: 'var(--code-font-family)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 1.7,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: 'var(--gray-12)',
  backgroundColor: 'var(--gray-2)',
});
const Frame = styled('figure', {
  margin: 0,
  borderRadius: 'var(--radius-4)',
  overflow: 'hidden',
  boxShadow: 'var(--shadow-5)',
  border: '1px solid var(--gray-6)',
});
const Line = styled('span', { display: 'block' });
const Prompt = styled('span', { color: 'var(--green-11)', userSelect: 'none' });
const Output = styled('span', { color: 'var(--gray-11)' });
const Dot = styled('span', { width: 10, height: 10, borderRadius: '50%' });

/** A read-only terminal showing a short Kafka session; always dark, as terminals are. */
export function SampleConsole() {
  const intl = useIntl();
  const title = intl.formatMessage(messages.consoleTitle);
  return (
    <Theme appearance="dark" hasBackground={false} asChild>
      <Frame>
        <Flex align="center" gap="2" px="4" py="2" style={{ background: 'var(--gray-4)' }}>
          <Dot aria-hidden css={{ backgroundColor: 'var(--red-9)' }} />
          <Dot aria-hidden css={{ backgroundColor: 'var(--amber-9)' }} />
          <Dot aria-hidden css={{ backgroundColor: 'var(--green-9)' }} />
          <Text asChild size="1" color="gray" ml="2">
            <figcaption>{title}</figcaption>
          </Text>
        </Flex>
        <Screen>
          {session.map((line, index) => (
            <Line key={index}>
              {line.kind === 'command' ? (
                <>
                  <Prompt aria-hidden>$ </Prompt>
                  <code>{line.text}</code>
                </>
              ) : (
                <Output>{line.text}</Output>
              )}
            </Line>
          ))}
        </Screen>
      </Frame>
    </Theme>
  );
}
