import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  checkedRightQuestion,
  checkedWrongQuestion,
  longQuestion,
  multiQuestion,
  practiceQuestionStates,
  singleQuestion,
  withVerdict,
} from '../fixtures';
import { QuestionView } from './QuestionView';
import { ExamHarness } from './QuestionView.storyHelpers';

const pool = [singleQuestion, multiQuestion, longQuestion];

/**
 * Practice mode: no countdown, Check answer under each question, the verdict and explanation once checked; the
 * question strip shows each checked question's verdict (green ✓ right, red ✗ wrong) and says it in its name.
 */
const meta = {
  title: 'Exam/QuestionView/Practice',
  tags: ['stable'],
  component: QuestionView,
  args: {
    mode: 'practice',
    testTitle: 'Kafka Developer Practice Test 1',
    question: singleQuestion,
    totalQuestions: 60,
    questionStates: practiceQuestionStates,
    remainingTime: 2_592_000,
    isPaused: false,
    saveStatus: 'idle',
    onChoiceToggle: fn(),
    onToggleFlag: fn(),
    onNavigate: fn(),
    onPause: fn(),
    onResume: fn(),
    onFinish: fn(),
    onCheck: fn(),
  },
  render: (args) => <ExamHarness {...args} pool={pool} />,
  parameters: { layout: 'padded', docs: { story: { inline: false, iframeHeight: 1000 } } },
} satisfies Meta<typeof QuestionView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before a check: no timer, an untimed badge, Finish Practice, and Check answer. */
export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: /check answer|vérifier la réponse/i }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = {
  args: { isChecking: true, question: { ...singleQuestion, selectedChoiceIds: [3112] } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /checking|vérification/i }),
    ).toBeDisabled();
  },
};

export const CheckFailed: Story = {
  args: { checkFailed: true, question: { ...singleQuestion, selectedChoiceIds: [3112] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

/** A wrong check: the learner's B in red, the correct A in green, the verdict, explanation and reference. */
export const CheckedIncorrect: Story = {
  args: { question: checkedWrongQuestion, onReport: fn(), questionStates: withVerdict(3, false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [a, b] = canvas.getAllByRole('radio');
    await expect(a).toBeDisabled();
    await expect(a).toHaveAccessibleName(/correct answer|bonne réponse/i);
    await expect(b).toHaveAccessibleName(/incorrect|incorrecte/i);
    await expect(
      canvas.getByText(/Incorrect\. (The correct answer is A|La bonne réponse est A)\./),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /check answer|vérifier la réponse/i })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /report a problem|signaler un problème/i }));
    await expect(args.onReport).toHaveBeenCalledTimes(1);
  },
};

export const CheckedCorrect: Story = {
  args: { question: checkedRightQuestion, onReport: fn(), questionStates: withVerdict(4, true) },
  play: async ({ canvasElement }) => {
    const strip = within(within(canvasElement).getByRole('navigation', { name: /questions/i }));
    await expect(
      strip.getByRole('button', { name: /^Question 4,.*checked: correct|^Question 4,.*vérifiée : juste/ }),
    ).toBeVisible();
    await expect(
      strip.getByRole('button', { name: /^Question 2,.*checked: incorrect|^Question 2,.*vérifiée : fausse/ }),
    ).toBeVisible();
    await expect(strip.getByRole('button', { name: /^Question 9, (answered|répondue)$/ })).toBeVisible();
    await expect(strip.getByText(/Checked: correct|Vérifiée : juste/)).toBeVisible();
  },
};

export const Reported: Story = {
  args: {
    question: checkedWrongQuestion,
    onReport: fn(),
    isReported: true,
    questionStates: withVerdict(3, false),
  },
};

/** Paused practice: the overlay quotes no clock. */
export const Paused: Story = { args: { isPaused: true } };
