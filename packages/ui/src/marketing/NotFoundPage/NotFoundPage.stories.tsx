import type { Meta, StoryObj } from '@storybook/react-vite';
import { withInertLinks } from '../_internal/InertLink';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Marketing/NotFoundPage',
  tags: ['stable'],
  component: NotFoundPage,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: { path: '/cours/kafka-streams', homeUrl: '/' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutPath: Story = { args: { path: undefined } };

export const LongPath: Story = {
  args: {
    path: '/articles/kafka-connect/source-connectors/debezium-postgresql-change-data-capture?utm_source=newsletter',
  },
};
