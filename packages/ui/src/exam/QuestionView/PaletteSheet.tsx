import * as Dialog from '@radix-ui/react-dialog';
import { CheckIcon, Cross1Icon, PauseIcon, ResumeIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, IconButton, Text, Theme } from '@radix-ui/themes';
import { useRef, type ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { keyframes, styled } from '../../stitches.config';
import { QuestionGrid } from '../_internal/QuestionGrid';
import type { QuestionState } from '../types';
import { FinishExamDialog } from './FinishExamDialog';
import { messages } from './QuestionView.messages';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });

const Overlay = styled(Dialog.Overlay, {
  position: 'fixed',
  inset: 0,
  backgroundColor: 'var(--color-overlay)',
  animation: `${fadeIn} 150ms ease-out`,
  '@reducedMotion': { animation: 'none' },
});

const Sheet = styled(Dialog.Content, {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  maxWidth: 640,
  marginInline: 'auto',
  maxHeight: '85dvh',
  overflowY: 'auto',
  padding: 'var(--space-4)',
  paddingBottom: 'calc(var(--space-4) + env(safe-area-inset-bottom, 0px))',
  borderTopLeftRadius: 'var(--radius-5)',
  borderTopRightRadius: 'var(--radius-5)',
  backgroundColor: 'var(--color-panel-solid)',
  boxShadow: 'var(--shadow-6)',
  animation: `${slideUp} 200ms ease-out`,
  '&:focus': { outline: 'none' },
  '@reducedMotion': { animation: 'none' },
});

export interface PaletteSheetProps {
  /** The bar's Questions button. */
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  practice: boolean;
  questionStates: QuestionState[];
  currentOrderId: number;
  onNavigate: (orderId: number) => void;
  /** Paused, loading or submitting: the questions cannot be opened. */
  disabled: boolean;
  isPaused: boolean;
  isPauseBusy: boolean;
  isSubmitting: boolean;
  onPause: () => void;
  onResume: () => void;
  onFinish: () => void;
}

/**
 * The phone's question palette: a bottom sheet (a modal dialog: focus trapped, Escape and the overlay close it)
 * with every question, the answered count, Pause and Finish. Choosing a question closes it; the question view
 * then moves the focus to that question's heading.
 */
export function PaletteSheet({
  trigger,
  open,
  onOpenChange,
  practice,
  questionStates,
  currentOrderId,
  onNavigate,
  disabled,
  isPaused,
  isPauseBusy,
  isSubmitting,
  onPause,
  onResume,
  onFinish,
}: PaletteSheetProps) {
  const intl = useIntl();
  const chosen = useRef(false);
  const answered = questionStates.filter((q) => q.answered).length;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        {/* Portalled content sits outside the page's Theme: re-enter it so tokens and appearance apply. */}
        <Theme asChild>
          <Overlay />
        </Theme>
        <Theme asChild>
          <Sheet
            data-testid="palette-sheet"
            onCloseAutoFocus={(event) => {
              // A chosen question takes the focus (its heading), not the Questions button.
              if (chosen.current) event.preventDefault();
              chosen.current = false;
            }}
          >
            <Flex align="center" justify="between" mb="2">
              <Dialog.Title asChild>
                <Heading as="h2" size="4">
                  {intl.formatMessage(messages.navigatorTitle)}
                </Heading>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton
                  variant="ghost"
                  color="gray"
                  aria-label={intl.formatMessage(messages.paletteClose)}
                >
                  <Cross1Icon aria-hidden />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <Dialog.Description asChild>
              <Text as="p" size="2" color="gray" mb="3">
                {intl.formatMessage(messages.answeredProgress, { answered, total: questionStates.length })}
                {'. '}
                {intl.formatMessage(messages.paletteHint)}
              </Text>
            </Dialog.Description>
            <QuestionGrid
              aria-label={intl.formatMessage(messages.reviewJump)}
              questionStates={questionStates}
              currentOrderId={currentOrderId}
              disabled={disabled}
              onSelect={(orderId) => {
                chosen.current = orderId !== currentOrderId;
                onNavigate(orderId);
                onOpenChange(false);
              }}
            />
            <Flex gap="3" mt="4" justify="end" wrap="wrap">
              <Button
                variant="soft"
                color="gray"
                onClick={() => {
                  // The paused overlay takes the screen: the sheet gives way to it.
                  onOpenChange(false);
                  if (isPaused) onResume();
                  else onPause();
                }}
                disabled={isPauseBusy || isSubmitting}
                aria-busy={isPauseBusy}
              >
                {isPaused ? <ResumeIcon aria-hidden /> : <PauseIcon aria-hidden />}
                {intl.formatMessage(isPaused ? messages.resume : messages.pause)}
              </Button>
              <FinishExamDialog
                trigger={
                  <Button disabled={isSubmitting}>
                    <CheckIcon aria-hidden />
                    {intl.formatMessage(practice ? messages.finishPractice : messages.finish)}
                  </Button>
                }
                questionStates={questionStates}
                currentOrderId={currentOrderId}
                onNavigate={(orderId) => {
                  chosen.current = orderId !== currentOrderId;
                  onNavigate(orderId);
                  onOpenChange(false);
                }}
                onConfirm={onFinish}
                practice={practice}
                isSubmitting={isSubmitting}
              />
            </Flex>
          </Sheet>
        </Theme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
