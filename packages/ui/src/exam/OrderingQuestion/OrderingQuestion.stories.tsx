import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orderingAnswered, orderingChecked, orderingQuestion, orderingQuestionFr } from '../itemFixtures';
import { stepOutcomeOf, stepsInOrder } from '../rules';
import type { ExamQuestion } from '../types';
import { OrderingQuestion } from './OrderingQuestion';

const propsOf = (q: ExamQuestion) => ({
  steps: stepsInOrder(q.choices, q.selectedChoiceIds),
  answered: q.selectedChoiceIds.length > 0,
  outcome: q.check?.parts ? stepOutcomeOf(q.check.parts) : null,
});

/** The question text labels the list, as in QuestionView; the story keeps the order as the app would. */
function Frame({
  questionText,
  ...args
}: ComponentProps<typeof OrderingQuestion> & { questionText: string }) {
  const [steps, setSteps] = useState(args.steps);
  const [answered, setAnswered] = useState(args.answered);
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 760 }}>
      <Text as="p" id="question-text" size="4" weight="medium">
        {questionText}
      </Text>
      <OrderingQuestion
        {...args}
        labelledBy="question-text"
        steps={steps}
        answered={answered}
        onReorder={(ids) => {
          setSteps(ids.map((id) => args.steps.find((s) => s.id === id)!));
          setAnswered(true);
          args.onReorder?.(ids);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'Exam/OrderingQuestion',
  tags: ['stable'],
  component: OrderingQuestion,
  args: { ...propsOf(orderingQuestion), onReorder: fn() },
  render: (args) => <Frame {...args} questionText={orderingQuestion.questionText} />,
} satisfies Meta<typeof OrderingQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (canvas: HTMLElement) =>
  within(canvas)
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-step-id'));

/**
 * The order served, not answered yet. Keyboard only: Move down with Enter, Alt+↑ on the step; each move is
 * announced and focus stays on the moved step.
 */
export const Unanswered: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    // Move up is disabled on the first step: the first tab stop is its Move down.
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: /^(Move down|Descendre) ?: producer\.send\(\)/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(texts(canvasElement)).toEqual(['4111', '4113', '4115', '4112', '4114']);
    await expect(args.onReorder).toHaveBeenLastCalledWith([4111, 4113, 4115, 4112, 4114]);
    await expect(status).toHaveTextContent(/producer\.send\(\).*2.*5/);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /^(Move down|Descendre) ?: producer\.send\(\)/ }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{Alt>}{ArrowDown}{ArrowDown}{/Alt}');
    await expect(texts(canvasElement)).toEqual(['4111', '4115', '4112', '4113', '4114']);
    await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await expect(texts(canvasElement)).toEqual(['4111', '4115', '4113', '4112', '4114']);
    await expect(status).toHaveTextContent(/3.*5/);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /^(Move up|Monter) ?: producer\.send\(\)/ })).toHaveFocus(),
    );
  },
};

/** Keeping the order shown answers the question (Enter on the button). */
export const AnswerWithOrderShown: Story = {
  play: async ({ canvasElement, args }) => {
    const keep = within(canvasElement).getByRole('button', { name: /this order|cet ordre/i });
    keep.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenCalledWith([4113, 4111, 4115, 4112, 4114]);
    await expect(within(canvasElement).queryByRole('button', { name: /this order|cet ordre/i })).toBeNull();
  },
};

/** The learner's order is saved. */
export const Answered: Story = { args: propsOf(orderingAnswered) };

/** Paused, loading or submitting: the steps cannot move. */
export const Disabled: Story = {
  args: { ...propsOf(orderingAnswered), disabled: true },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

/** Checked in practice (or reviewed): each position marked in words, then the correct order. */
export const Checked: Story = {
  args: propsOf(orderingChecked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getAllByText(/^(Right position|Bonne position)$/)).toHaveLength(3);
    await expect(canvas.getByText(/(belongs at|va en position) 4/)).toBeVisible();
    await expect(canvas.getByText(/^(Correct order|Ordre correct)$/)).toBeVisible();
  },
};

/** Long French text, as a French reader gets the question. */
export const LongFrench: Story = {
  args: propsOf(orderingQuestionFr),
  render: (args) => <Frame {...args} questionText={orderingQuestionFr.questionText} />,
};

/** A phone's width (360 px): the buttons stack beside each step. */
export const PhoneWidth: Story = {
  args: propsOf(orderingQuestionFr),
  render: (args) => (
    <div style={{ width: 360 }}>
      <Frame {...args} questionText={orderingQuestionFr.questionText} />
    </div>
  ),
};
