import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { practiceQuestionStates, sampleQuestionStates, withVerdict } from '../fixtures';
import {
  matchingChecked,
  matchingPartly,
  matchingQuestion,
  orderingAnswered,
  orderingChecked,
  orderingQuestion,
} from '../itemFixtures';
import { QuestionView } from './QuestionView';
import { ExamHarness, inDocsFrame } from './QuestionView.storyHelpers';

const pool = [matchingQuestion, orderingQuestion];

/**
 * Matching and ordering items in the exam and in practice: the question's `type` picks the renderer; the
 * harness plays the app's engine (a target goes with one item; an order is saved whole).
 */
const meta = {
  title: 'Exam/QuestionView/Item types',
  tags: ['stable'],
  component: QuestionView,
  args: {
    testTitle: 'Kafka Developer Practice Test 1',
    question: matchingQuestion,
    totalQuestions: 60,
    questionStates: sampleQuestionStates,
    remainingTime: 4987,
    isPaused: false,
    saveStatus: 'idle',
    onChoiceToggle: fn(),
    onMatch: fn(),
    onReorder: fn(),
    onToggleFlag: fn(),
    onNavigate: fn(),
    onPause: fn(),
    onResume: fn(),
    onFinish: fn(),
  },
  render: (args) => <ExamHarness {...args} pool={pool} />,
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 1100 } } },
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

// The item renderers load on demand: every play waits for them first (a docs page loading many frames at once
// can take seconds), so a screenshot never shows the placeholder and no query runs before they are there.
const loaded = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findByTestId(/^(matching|ordering)-question$/, {}, { timeout: 15_000 });
};

/** Exam, matching: keyboard only; ←/→ move between letters while a group has focus, F still flags. */
export const MatchingExam: Story = {
  play: async ({ canvasElement, args }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Match each item|Associez chaque élément/)).toBeVisible();
    if (inDocsFrame(canvasElement)) return;
    const [first] = await canvas.findAllByRole('radiogroup');
    // A story shown in a frame of a docs page has no focus of its own until given it; arrows need real focus.
    canvasElement.ownerDocument.defaultView?.focus();
    within(first!).getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(args.onMatch).toHaveBeenLastCalledWith(4011, 4021);
    await userEvent.keyboard('{ArrowRight}f');
    await expect(args.onNavigate).not.toHaveBeenCalled();
    await expect(args.onToggleFlag).toHaveBeenCalledWith(true);
    await userEvent.keyboard('5');
    await expect(args.onMatch).toHaveBeenLastCalledWith(4011, 4022);
    await expect(canvas.getByText(/1 (of|sur) 4/)).toBeVisible();
  },
};

/** Exam, matching partly answered. */
export const MatchingPartly: Story = { args: { question: matchingPartly }, play: loaded };

/** Exam, ordering: not answered yet; keyboard only. */
export const OrderingExam: Story = {
  args: { question: orderingQuestion },
  play: async ({ canvasElement, args }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Put the steps|Remettez les étapes/)).toBeVisible();
    if (inDocsFrame(canvasElement)) return;
    (await canvas.findByRole('button', { name: /^(Move down|Descendre) ?: producer\.commit/ })).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith([4113, 4111, 4112, 4115, 4114]);
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: /^(Move down|Descendre) ?: producer\.commit/ }),
      ).toHaveFocus(),
    );
  },
};

/** Exam, ordering answered. */
export const OrderingAnswered: Story = { args: { question: orderingAnswered }, play: loaded };

/** Submitting: the items are locked. */
export const Submitting: Story = {
  args: { question: orderingAnswered, isSubmitting: true },
  play: async ({ canvasElement }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: /^(Move down|Descendre) ?: producer\.init/ }),
    ).toBeDisabled();
  },
};

/** Practice: answer by keyboard, then Check answer. */
export const MatchingPractice: Story = {
  args: { mode: 'practice', questionStates: practiceQuestionStates, onCheck: fn() },
  play: async ({ canvasElement, args }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('radiogroup');
    within(first!).getAllByRole('radio')[0]!.focus();
    await userEvent.keyboard('c');
    const check = canvas.getByRole('button', { name: /check answer|vérifier la réponse/i });
    check.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

/** Practice, matching checked: the verdict counts the right pairs; each pair is marked. */
export const MatchingChecked: Story = {
  args: {
    mode: 'practice',
    question: matchingChecked,
    questionStates: withVerdict(5, false),
    onCheck: fn(),
    onReport: fn(),
  },
  play: async ({ canvasElement }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3 (of|sur) 4 (pairs right|associations correctes)/)).toBeVisible();
    await expect(await canvas.findAllByText(/^(Correct match|Association correcte)$/)).toHaveLength(3);
    await expect(canvas.queryAllByRole('radio')).toHaveLength(0);
  },
};

/** Practice, ordering checked: positions marked, then the correct order. */
export const OrderingChecked: Story = {
  args: {
    mode: 'practice',
    question: orderingChecked,
    questionStates: withVerdict(6, false),
    onCheck: fn(),
    onReport: fn(),
  },
  play: async ({ canvasElement }) => {
    await loaded({ canvasElement });
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/3 (of|sur) 5 (steps|étapes)/)).toBeVisible();
    await expect(await canvas.findByText(/^(Correct order|Ordre correct)$/)).toBeVisible();
  },
};
