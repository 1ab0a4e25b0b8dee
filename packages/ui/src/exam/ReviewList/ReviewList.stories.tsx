import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reviewedQuestions } from '../fixtures';
import {
  reviewedMatching,
  reviewedOrderingRight,
  reviewedOrderingUnanswered,
  reviewedOrderingWrong,
} from '../itemFixtures';
import { ReviewList } from './ReviewList';

const meta = {
  title: 'Exam/ReviewList',
  tags: ['stable'],
  component: ReviewList,
  args: { questions: reviewedQuestions, onClearFilters: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 860, margin: '0 auto' }}>{Story()}</div>],
} satisfies Meta<typeof ReviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/8/);
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
  },
};

/** Incorrect answers only: the counter says 3 of 8. */
export const IncorrectOnly: Story = {
  args: { filters: { flagged: 'all', ignored: 'all', answer: 'incorrect', domain: 'all' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(canvas.getByRole('status')).toHaveTextContent(/3.*8/);
  },
};

/** References under the explanation (open in a new tab), and a question the learner already reported. */
export const ReferencesAndReports: Story = {
  args: {
    onReportQuestion: fn(async () => undefined),
    questions: [
      {
        ...reviewedQuestions[0]!,
        references: [
          {
            title: 'Kafka documentation: Replication',
            url: 'https://kafka.apache.org/documentation/#replication',
          },
          {
            title: 'KIP-98: Exactly Once Delivery and Transactional Messaging',
            url: 'https://cwiki.apache.org/confluence/display/KAFKA/KIP-98+-+Exactly+Once+Delivery+and+Transactional+Messaging',
          },
        ],
      },
      { ...reviewedQuestions[1]!, report: { reason: 'unclear', comment: 'Which Kafka version?' } },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /Replication.*(new tab|nouvel onglet)/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/^(Reported|Signalée)$/)).toBeVisible();
  },
};

/** Report a problem: the dialog opens from the question, sends, and thanks the learner. */
export const ReportingAProblem: Story = {
  args: { onReportQuestion: fn(async () => undefined), questions: reviewedQuestions.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: /(Report a problem|Signaler un problème).* 1$/ }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /send|envoyer/i }));
    await expect(args.onReportQuestion).toHaveBeenCalledWith(reviewedQuestions[0]!.questionId, {
      reason: 'wrong_answer',
      comment: '',
    });
    await expect(await within(dialog).findByRole('status')).toBeVisible();
  },
};

export const NoDataFound: Story = {
  args: { filters: { flagged: 'flagged', ignored: 'all', answer: 'correct', domain: 'ksqlDB' } },
};

export const LongContent: Story = {
  args: {
    questions: [
      {
        ...reviewedQuestions[1]!,
        questionText:
          'A consumer group of six members reads a topic with twelve partitions. One member takes longer than max.poll.interval.ms to process a batch because a downstream database is slow. Which two events follow, and in which order do they happen?',
        explanation:
          'The member that exceeds max.poll.interval.ms leaves the group proactively (its heartbeat thread stops), which triggers a rebalance that reassigns its partitions. When it polls again it rejoins, which triggers another rebalance. Static membership (group.instance.id) and cooperative rebalancing reduce the cost of these rebalances but do not prevent the first one.',
      },
    ],
  },
};

/** Matching and ordering items: each pair or position marked in words, with the correct answer. */
export const ItemTypes: Story = {
  args: {
    questions: [reviewedMatching, reviewedOrderingRight, reviewedOrderingWrong, reviewedOrderingUnanswered],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [matching, right, wrong, unanswered] = canvas.getAllByRole('article');
    await expect(within(matching!).getByText(/^(Incorrect match|Association incorrecte)$/)).toBeVisible();
    await expect(within(right!).getAllByText(/^(Right position|Bonne position)$/)).toHaveLength(5);
    await expect(within(right!).queryByText(/^(Correct order|Ordre correct)$/)).toBeNull();
    await expect(within(wrong!).getByText(/^(Correct order|Ordre correct)$/)).toBeVisible();
    await expect(within(unanswered!).getAllByText(/^(Not placed|Non placée)/)).toHaveLength(5);
  },
};
