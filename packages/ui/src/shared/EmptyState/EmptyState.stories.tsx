import { ArchiveIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Shared/EmptyState',
  tags: ['stable'],
  component: EmptyState,
  args: { title: 'No orders yet', description: 'Tests you buy appear here with their access dates.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIconAndAction: Story = {
  args: { icon: <ArchiveIcon width={32} height={32} />, action: <Button>Browse tests</Button> },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'No Data Found' } };
