import { Box, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ItemMarker, PlainList } from '../_internal/ItemBits';
import type { ItemOption, StepOutcome } from '../types';
import { messages } from './OrderingQuestion.messages';

/** The steps in their correct order, shown under a checked order that was not right. */
export function CorrectOrder({
  steps,
  outcome,
}: {
  steps: readonly ItemOption[];
  outcome: readonly StepOutcome[];
}) {
  const intl = useIntl();
  const id = useId();
  const position = (stepId: number) => outcome.find((o) => o.stepId === stepId)?.correctPosition ?? 0;
  const ordered = [...steps].sort((a, b) => position(a.id) - position(b.id));
  return (
    <Box>
      <Text as="p" size="2" weight="bold" mb="2" id={id}>
        {intl.formatMessage(messages.correctOrder)}
      </Text>
      <PlainList aria-labelledby={id} css={{ gap: '$1' }}>
        {ordered.map((step, index) => (
          <Flex asChild key={step.id} gap="3" align="center">
            <li>
              <ItemMarker aria-hidden>{index + 1}</ItemMarker>
              <Text size="3" style={{ overflowWrap: 'anywhere' }}>
                <VisuallyHidden>{`${index + 1}. `}</VisuallyHidden>
                {step.text}
              </Text>
            </li>
          </Flex>
        ))}
      </PlainList>
    </Box>
  );
}
