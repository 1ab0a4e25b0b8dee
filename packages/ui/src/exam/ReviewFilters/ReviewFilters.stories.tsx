import { useArgs } from 'storybook/preview-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { reviewedQuestions } from '../fixtures';
import { defaultReviewFilters, domainsOf, type ReviewFilterValues } from '../rules';
import { ReviewFilters } from './ReviewFilters';

const meta = {
  title: 'Exam/ReviewFilters',
  tags: ['stable'],
  component: ReviewFilters,
  args: { value: defaultReviewFilters, domains: domainsOf(reviewedQuestions), onChange: fn() },
  render: function Render(args) {
    const [, update] = useArgs<{ value: ReviewFilterValues }>();
    return (
      <ReviewFilters
        {...args}
        onChange={(value) => {
          update({ value });
          args.onChange(value);
        }}
      />
    );
  },
} satisfies Meta<typeof ReviewFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The domain list holds only the domains present in the attempt. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: /domain|domaine/i }));
    const options = await page.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      expect.any(String),
      'Producer',
      'Consumer',
      'Broker',
      'Kafka Streams',
      'Kafka Connect',
      'ksqlDB',
    ]);
    await userEvent.click(page.getByRole('option', { name: 'Broker' }));
    await expect(args.onChange).toHaveBeenCalledWith({ ...defaultReviewFilters, domain: 'Broker' });
  },
};

export const Active: Story = {
  args: { value: { flagged: 'flagged', ignored: 'answered', answer: 'incorrect', domain: 'Consumer' } },
};

export const TwoDomains: Story = { args: { domains: ['Kafka Streams', 'ksqlDB'] } };
