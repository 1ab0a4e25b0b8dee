import { CheckIcon } from '@radix-ui/react-icons';
import { Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { css } from '../../stitches.config';
import { messages } from './PracticeLabPage.messages';
import type { LabStep } from './types';

const stepButton = css({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  width: '100%',
  padding: 'var(--space-2) var(--space-3)',
  borderRadius: 'var(--radius-3)',
  cursor: 'pointer',
  color: 'var(--gray-12)',
  fontSize: 'var(--font-size-2)',
  '&:hover': { backgroundColor: 'var(--gray-a3)' },
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: -2 },
  '&[aria-current="step"]': {
    backgroundColor: 'var(--accent-a3)',
    color: 'var(--accent-11)',
    fontWeight: 700,
  },
});

const badge = (current: boolean, done: boolean) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 24,
  height: 24,
  borderRadius: '50%',
  fontSize: 'var(--font-size-1)',
  fontWeight: 700,
  backgroundColor: current ? 'var(--accent-9)' : done ? 'var(--green-a4)' : 'var(--gray-a4)',
  color: current ? 'var(--accent-contrast)' : done ? 'var(--green-11)' : 'var(--gray-11)',
});

/** The numbered steps; the current one has aria-current="step", the completed ones a check mark. */
export function StepList(props: {
  steps: readonly LabStep[];
  current: number;
  done: ReadonlySet<string>;
  onSelect: (index: number) => void;
}) {
  const { steps, current, done, onSelect } = props;
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.steps)}>
      <Flex asChild direction="column" gap="1" m="0" p="0">
        <ol style={{ listStyle: 'none' }}>
          {steps.map((step, index) => (
            <li key={step.id}>
              <button
                type="button"
                className={stepButton()}
                aria-current={index === current ? 'step' : undefined}
                onClick={() => onSelect(index)}
              >
                <span style={badge(index === current, done.has(step.id))} aria-hidden>
                  {done.has(step.id) ? <CheckIcon /> : index + 1}
                </span>
                <Text>
                  {step.title}
                  {done.has(step.id) && (
                    <VisuallyHidden>{` (${intl.formatMessage(messages.done)})`}</VisuallyHidden>
                  )}
                </Text>
              </button>
            </li>
          ))}
        </ol>
      </Flex>
    </nav>
  );
}
