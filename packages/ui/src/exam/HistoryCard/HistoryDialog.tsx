import { Button, Dialog, Flex, ScrollArea } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { AttemptSummary } from '../types';
import { AttemptRow } from './AttemptRow';
import { messages } from './HistoryCard.messages';

interface HistoryDialogProps {
  /** Every attempt, newest first. */
  attempts: AttemptSummary[];
  /** The results page of an attempt. */
  resultHref: (historyId: number) => string;
}

/** View History (n): every attempt in a scrollable dialog. */
export function HistoryDialog({ attempts, resultHref }: HistoryDialogProps) {
  const intl = useIntl();
  return (
    <Dialog.Root>
      <Dialog.Trigger>
        <Button variant="outline" style={{ width: '100%' }}>
          {intl.formatMessage(messages.viewHistory, { count: attempts.length })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{intl.formatMessage(messages.dialogTitle)}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {intl.formatMessage(messages.dialogDescription, { count: attempts.length })}
        </Dialog.Description>
        {/* The scroll area is focusable so keyboard users can scroll a long history. */}
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: '60vh' }} mt="3">
          <Flex asChild direction="column" pr="3">
            <ul style={{ listStyle: 'none', margin: 0, paddingLeft: 0 }}>
              {attempts.map((attempt) => (
                <AttemptRow
                  key={attempt.testHistoryId}
                  attempt={attempt}
                  href={resultHref(attempt.testHistoryId)}
                />
              ))}
            </ul>
          </Flex>
        </ScrollArea>
        <Flex justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {intl.formatMessage(messages.close)}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
