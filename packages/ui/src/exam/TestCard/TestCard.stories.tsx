import { Grid } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  completedFreeTest,
  expiringTest,
  freeTest,
  lockedEuroTest,
  lockedTest,
  interruptedTest,
  pausedPracticeTest,
  pausedTest,
} from '../fixtures';
import { TestCard } from './TestCard';

const meta = {
  title: 'Exam/TestCard',
  tags: ['stable'],
  component: TestCard,
  args: { test: freeTest, layout: 'grid', onOpen: fn(), onUnlock: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /start test|commencer le test/i }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(args.test);
  },
};

export const PausedWithTimeLeft: Story = { args: { test: pausedTest } };

/** A tab closed mid-test: in progress on the server, shown as Paused with Continue (one status everywhere). */
export const InterruptedShowsPaused: Story = { args: { test: interruptedTest } };

export const Locked: Story = {
  args: { test: lockedTest },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /unlock test|débloquer le test/i }),
    );
    await expect(args.onUnlock).toHaveBeenCalledWith(args.test);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const LockedInEuros: Story = { args: { test: lockedEuroTest } };

export const AccessEndingSoon: Story = { args: { test: expiringTest } };

export const AccessEndsToday: Story = { args: { test: { ...expiringTest, daysRemaining: 0 } } };

export const CompletedFree: Story = { args: { test: completedFreeTest } };

/** An open practice attempt: the card says the last mode and shows no countdown (practice is untimed). */
export const PracticeInProgress: Story = {
  args: { test: pausedPracticeTest },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // An open attempt is in progress, not the "last attempt" (issue 28).
    await expect(canvas.getByText(/in progress: practice|en cours : entraînement/i)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const ListLayout: Story = {
  args: { test: pausedTest, layout: 'list' },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
};

export const LongContent: Story = {
  args: {
    test: {
      ...pausedTest,
      title: 'Confluent Certified Developer for Apache Kafka — Full-Length Practice Examination, Volume 3',
      description:
        'Sixty scenario-based questions that mirror the real exam: idempotent and transactional producers, consumer group rebalancing protocols, broker replication and ISR management, Kafka Streams state stores and windowing, Kafka Connect converters and transforms, and ksqlDB persistent queries.',
      totalQuestions: 1,
      userAttempts: 1,
      bestScore: 0,
    },
  },
};

/** Every rule of the action button, in the spec's order; each card proves one. */
export const ActionOrder: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 1280 }}>{Story()}</div>],
  render: (args) => (
    <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
      <TestCard {...args} test={{ ...lockedTest, hasAbandonedTest: true, bestScore: 90 }} />
      <TestCard {...args} test={{ ...pausedTest, bestScore: 78 }} />
      <TestCard {...args} test={expiringTest} />
      <TestCard {...args} test={freeTest} />
    </Grid>
  ),
  play: async ({ canvasElement, args }) => {
    const actions = within(canvasElement)
      .getAllByRole('button')
      .map((button) => button.getAttribute('data-action'));
    await expect(actions).toEqual(['unlock', 'continue', 'retake', 'start']);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: /continue test|reprendre le test/i }),
    );
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onUnlock).not.toHaveBeenCalled();
  },
};

/**
 * French, three columns as on /tests at 1280 px, long prices: "Débloquer le test · 1 299,99 $US" wraps inside its button
 * instead of overflowing it (issue 16).
 */
export const LockedFrenchLongPrices: Story = {
  globals: { locale: 'fr' },
  // The width /tests gives its three columns beside the side menu at 1280 px.
  decorators: [(Story) => <div style={{ width: 960 }}>{Story()}</div>],
  render: (args) => (
    <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
      <TestCard {...args} test={{ ...lockedTest, price: 29.99 }} />
      <TestCard {...args} test={{ ...lockedTest, id: 31, price: 1299.99 }} />
      <TestCard {...args} test={{ ...lockedEuroTest, price: 149.5 }} />
      <TestCard {...args} test={{ ...expiringTest, daysRemaining: 0 }} />
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    // Measured with the shipped font, not the fallback the first frame may use.
    await canvasElement.ownerDocument.fonts.ready;
    for (const button of canvasElement.querySelectorAll<HTMLElement>('button[data-action]')) {
      const label = canvasElement.ownerDocument.createRange();
      label.selectNodeContents(button);
      const text = label.getBoundingClientRect();
      const box = button.getBoundingClientRect();
      const inside =
        text.left >= box.left - 1 &&
        text.right <= box.right + 1 &&
        text.top >= box.top - 1 &&
        text.bottom <= box.bottom + 1;
      await expect(inside, button.innerText).toBe(true);
    }
  },
};
