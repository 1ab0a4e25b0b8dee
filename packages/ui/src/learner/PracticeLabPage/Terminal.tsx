import { PlayIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text, Theme } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { BusyButton } from '../../components/BusyButton';
import { styled } from '../../stitches.config';
import { messages } from './PracticeLabPage.messages';
import { TERMINAL_DELAY_MS } from './timing';

// Focusable so keyboard users can scroll a long output.
const Screen = styled('div', {
  minHeight: 180,
  maxHeight: 320,
  overflowY: 'auto',
  padding: 'var(--space-3) var(--space-4)',
  backgroundColor: 'var(--gray-1)',
  color: 'var(--gray-12)',
  fontFamily: 'var(--code-font-family)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: -2 },
});

interface Line {
  id: number;
  kind: 'command' | 'output';
  text: string;
}

/** A simulated terminal: Run echoes the command and prints the canned output 1 second later. */
export function Terminal({ command, output }: { command: string; output: string }) {
  const intl = useIntl();
  const [lines, setLines] = useState<Line[]>([]);
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const nextId = useRef(0);
  const screen = useRef<HTMLDivElement>(null);
  const labelId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    screen.current?.scrollTo?.({ top: screen.current.scrollHeight });
  }, [lines]);

  const append = (kind: Line['kind'], text: string) =>
    setLines((prev) => [...prev, { id: nextId.current++, kind, text }]);
  const run = () => {
    append('command', command);
    setRunning(true);
    timer.current = setTimeout(() => {
      append('output', output);
      setRunning(false);
    }, TERMINAL_DELAY_MS);
  };

  return (
    <Flex direction="column" gap="2">
      <Flex justify="between" align="center" gap="2">
        <Text size="2" weight="medium" id={labelId}>
          {intl.formatMessage(messages.terminal)}
        </Text>
        <Flex gap="2">
          <Button
            size="2"
            variant="soft"
            color="gray"
            disabled={lines.length === 0 || running}
            onClick={() => setLines([])}
          >
            {intl.formatMessage(messages.clear)}
          </Button>
          <BusyButton size="2" busy={running} busyLabel={intl.formatMessage(messages.running)} onClick={run}>
            <PlayIcon aria-hidden />
            {intl.formatMessage(messages.run)}
          </BusyButton>
        </Flex>
      </Flex>
      {/* The terminal stays dark in both themes, like a real one. */}
      <Theme
        appearance="dark"
        hasBackground={false}
        radius="medium"
        style={{ borderRadius: 'var(--radius-3)', overflow: 'hidden' }}
      >
        <Screen ref={screen} role="log" aria-labelledby={labelId} tabIndex={0}>
          {lines.length === 0 && (
            <span style={{ color: 'var(--gray-11)' }}>{intl.formatMessage(messages.terminalEmpty)}</span>
          )}
          {lines.map((line) => (
            <div key={line.id} style={line.kind === 'command' ? { color: 'var(--green-11)' } : undefined}>
              {line.kind === 'command' ? `$ ${line.text}` : line.text}
            </div>
          ))}
        </Screen>
      </Theme>
    </Flex>
  );
}
