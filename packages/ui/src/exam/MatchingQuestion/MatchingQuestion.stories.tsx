import { Flex, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  matchingAnswered,
  matchingChecked,
  matchingPartly,
  matchingQuestion,
  matchingQuestionFr,
} from '../itemFixtures';
import { storyMatch } from '../QuestionView/QuestionView.storyHelpers';
import { idsFromMatches, matchesFromIds, matchOutcomeOf, toOptions } from '../rules';
import type { ExamQuestion } from '../types';
import { MatchingQuestion } from './MatchingQuestion';

const propsOf = (q: ExamQuestion) => ({
  items: toOptions(q.choices),
  targets: toOptions(q.targets),
  matches: matchesFromIds(q.selectedChoiceIds),
  outcome: q.check?.parts ? matchOutcomeOf(q.check.parts) : null,
});

/** The question text labels the items, as in QuestionView; the story keeps the matches as the app would. */
function Frame({
  questionText,
  ...args
}: ComponentProps<typeof MatchingQuestion> & { questionText: string }) {
  const [ids, setIds] = useState(() => idsFromMatches(args.matches));
  return (
    <Flex direction="column" gap="3" style={{ maxWidth: 760 }}>
      <Text as="p" id="question-text" size="4" weight="medium">
        {questionText}
      </Text>
      <MatchingQuestion
        {...args}
        labelledBy="question-text"
        matches={matchesFromIds(ids)}
        onMatch={(itemId, targetId) => {
          setIds((current) => storyMatch(current, itemId, targetId));
          args.onMatch?.(itemId, targetId);
        }}
      />
    </Flex>
  );
}

const meta = {
  title: 'Exam/MatchingQuestion',
  tags: ['stable'],
  component: MatchingQuestion,
  args: { ...propsOf(matchingQuestion), onMatch: fn() },
  render: (args) => <Frame {...args} questionText={matchingQuestion.questionText} />,
} satisfies Meta<typeof MatchingQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

const groups = (canvas: HTMLElement) => within(canvas).getAllByRole('radiogroup');
const checkedIn = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('radio')
    .filter((r) => r.getAttribute('aria-checked') === 'true')
    .map((r) => r.textContent);

/** Nothing matched. Keyboard only: Tab to an item, arrows move, Space or a letter chooses, Delete clears. */
export const Unanswered: Story = {
  play: async ({ canvasElement, args }) => {
    const [first, second, third] = groups(canvasElement);
    await userEvent.tab();
    await expect(within(first!).getAllByRole('radio')[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight} ');
    await expect(checkedIn(first!)).toEqual(['C']);
    await expect(args.onMatch).toHaveBeenLastCalledWith(4011, 4021);
    await userEvent.tab();
    await userEvent.keyboard('e');
    await expect(checkedIn(second!)).toEqual(['E']);
    // C moves from item 1 to item 3: a target goes with one item.
    await userEvent.tab();
    await userEvent.keyboard('c');
    await expect(checkedIn(third!)).toEqual(['C']);
    await expect(checkedIn(first!)).toEqual([]);
    await expect(within(first!).getByRole('radio', { name: /^C\. .*(item 3|élément 3)/ })).toBeVisible();
    await userEvent.keyboard('{Delete}');
    await expect(checkedIn(third!)).toEqual([]);
    await expect(args.onMatch).toHaveBeenLastCalledWith(4013, null);
  },
};

/** Two of four items matched. */
export const PartlyAnswered: Story = {
  args: propsOf(matchingPartly),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/2 (of|sur) 4/)).toBeVisible();
  },
};

/** Every item matched. */
export const Answered: Story = { args: propsOf(matchingAnswered) };

/** Paused, loading or submitting: the letters cannot be chosen. */
export const Disabled: Story = {
  args: { ...propsOf(matchingAnswered), disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Checked in practice (or reviewed): each pair marked in words, the correct target under the wrong one. */
export const Checked: Story = {
  args: propsOf(matchingChecked),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
    await expect(canvas.getAllByText(/^(Correct match|Association correcte)$/)).toHaveLength(3);
    await expect(canvas.getByText(/^(Incorrect match|Association incorrecte)$/)).toBeVisible();
    await expect(canvas.getByText(/E\. The broker drops a batch/)).toBeVisible();
  },
};

/** Long French text, as a French reader gets the question. */
export const LongFrench: Story = {
  args: propsOf(matchingQuestionFr),
  render: (args) => <Frame {...args} questionText={matchingQuestionFr.questionText} />,
};

/** A phone's width (360 px): the letters wrap under each item. */
export const PhoneWidth: Story = {
  args: propsOf(matchingQuestionFr),
  render: (args) => (
    <div style={{ width: 360 }}>
      <Frame {...args} questionText={matchingQuestionFr.questionText} />
    </div>
  ),
};
