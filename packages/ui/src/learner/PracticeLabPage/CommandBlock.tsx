import { CheckIcon, CopyIcon } from '@radix-ui/react-icons';
import { Button, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { styled } from '../../stitches.config';
import { messages } from './PracticeLabPage.messages';
import { COPY_FEEDBACK_MS } from './timing';

const Command = styled('pre', {
  flexGrow: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: 'var(--code-font-family)',
  fontSize: 'var(--font-size-2)',
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

const Summary = styled('summary', {
  cursor: 'pointer',
  color: 'var(--accent-11)',
  fontSize: 'var(--font-size-2)',
  fontWeight: 500,
  padding: 'var(--space-1) 0',
  '&:focus-visible': {
    outline: '2px solid var(--focus-8)',
    outlineOffset: 2,
    borderRadius: 'var(--radius-1)',
  },
});

/**
 * The step's command, folded behind "Show the command" (the learner writes it from the description first), with a
 * Copy button that says "Copied!" for 2 seconds.
 */
export function CommandBlock({ command, onCopy }: { command: string; onCopy: (text: string) => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = () => {
    onCopy(command);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  };

  return (
    <details>
      <Summary>{intl.formatMessage(messages.showCommand)}</Summary>
      <Flex
        mt="2"
        direction={{ initial: 'column', sm: 'row' }}
        gap="3"
        align={{ initial: 'stretch', sm: 'start' }}
        p="3"
        style={{
          borderRadius: 'var(--radius-3)',
          background: 'var(--gray-a3)',
          border: '1px solid var(--gray-a5)',
        }}
      >
        <Flex gap="3" flexGrow="1" minWidth="0">
          <Text
            size="2"
            color="gray"
            aria-hidden
            style={{ fontFamily: 'var(--code-font-family)', lineHeight: 1.6 }}
          >
            $
          </Text>
          <Command>
            <code>{command}</code>
          </Command>
        </Flex>
        <Flex justify="end" flexShrink="0">
          <Button
            size="1"
            variant={copied ? 'solid' : 'soft'}
            color={copied ? 'green' : undefined}
            onClick={copy}
          >
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {intl.formatMessage(copied ? messages.copied : messages.copy)}
          </Button>
        </Flex>
        <VisuallyHidden role="status">{copied ? intl.formatMessage(messages.copied) : ''}</VisuallyHidden>
      </Flex>
    </details>
  );
}
