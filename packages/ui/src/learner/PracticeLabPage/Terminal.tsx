import { CheckCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text, Theme, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages } from './PracticeLabPage.messages';
import type { LabAttempt, LabHint } from './types';

// Focusable so keyboard users can scroll a long output.
const Screen = styled('div', {
  minHeight: 140,
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

const Prompt = styled('input', {
  flexGrow: 1,
  minWidth: 0,
  minHeight: 40,
  padding: '0 var(--space-3)',
  border: '1px solid var(--gray-a7)',
  borderRadius: 'var(--radius-2)',
  backgroundColor: 'var(--color-surface)',
  color: 'var(--gray-12)',
  fontFamily: 'var(--code-font-family)',
  fontSize: 'var(--font-size-2)',
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: 1 },
});

export function hintText(intl: IntlShape, hint: LabHint): string {
  switch (hint.reason) {
    case 'empty':
      return intl.formatMessage(messages.hintEmpty);
    case 'tool':
      return intl.formatMessage(messages.hintTool, { expected: hint.expected });
    case 'missing':
      return intl.formatMessage(messages.hintMissing, { option: hint.option });
    case 'unexpected':
      return intl.formatMessage(messages.hintUnexpected, { option: hint.option });
    case 'value':
      return intl.formatMessage(messages.hintValue, { option: hint.option, expected: hint.expected });
  }
}

export interface TerminalProps {
  stepTitle: string;
  command: string;
  output: string;
  /** The step is done (now or in an earlier visit): its command and output show. */
  done: boolean;
  /** The last command typed at this step in this visit, and the check's verdict. */
  attempt: LabAttempt | undefined;
  onRun: (typed: string) => void;
}

/**
 * A simulated terminal: the learner types the command and presses Enter; an accepted command prints what a cluster
 * would answer, a mistake gets a hint (announced) and the typed text stays to correct.
 */
export function Terminal({ stepTitle, command, output, done, attempt, onRun }: TerminalProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState(attempt?.typed ?? '');
  const screen = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const inputId = useId();
  const hintId = useId();
  const shown = done ? (attempt && !attempt.hint ? attempt.typed : command) : attempt?.typed;
  useEffect(() => {
    screen.current?.scrollTo?.({ top: screen.current.scrollHeight });
  }, [shown, done]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRun(typed);
  };
  const hint = !done && attempt?.hint ? hintText(intl, attempt.hint) : null;

  return (
    <Flex direction="column" gap="2">
      <Text size="2" weight="medium" id={labelId}>
        {intl.formatMessage(messages.terminal)}
      </Text>
      {/* The terminal stays dark in both themes, like a real one. */}
      <Theme
        appearance="dark"
        hasBackground={false}
        radius="medium"
        style={{ borderRadius: 'var(--radius-3)', overflow: 'hidden' }}
      >
        <Screen ref={screen} role="log" aria-labelledby={labelId} tabIndex={0}>
          {shown === undefined ? (
            <span style={{ color: 'var(--gray-11)' }}>{intl.formatMessage(messages.terminalEmpty)}</span>
          ) : (
            <div style={{ color: 'var(--green-11)' }}>{`$ ${shown}`}</div>
          )}
          {done && <div>{output}</div>}
        </Screen>
      </Theme>
      <form onSubmit={submit}>
        <Flex gap="2" align="center">
          <Text
            as="label"
            htmlFor={inputId}
            size="2"
            color="gray"
            style={{ fontFamily: 'var(--code-font-family)' }}
          >
            <span aria-hidden>$</span>
            <VisuallyHidden>{intl.formatMessage(messages.commandLabel, { step: stepTitle })}</VisuallyHidden>
          </Text>
          <Prompt
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-invalid={hint ? true : undefined}
            aria-describedby={hint ? hintId : undefined}
          />
          <Button size="3" type="submit">
            {intl.formatMessage(messages.run)}
          </Button>
        </Flex>
      </form>
      <div role="status">
        {hint && (
          <Callout.Root color="amber" highContrast size="1" id={hintId}>
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{hint}</Callout.Text>
          </Callout.Root>
        )}
        {done && attempt && !attempt.hint && (
          <Callout.Root color="green" highContrast size="1">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>{intl.formatMessage(messages.accepted)}</Callout.Text>
          </Callout.Root>
        )}
      </div>
    </Flex>
  );
}
