import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingSpinner } from './LoadingSpinner';

const meta = {
  title: 'Shared/LoadingSpinner',
  tags: ['stable'],
  component: LoadingSpinner,
  args: { variant: 'inline', showLabel: false },
} satisfies Meta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithLabel: Story = { args: { showLabel: true, label: 'Loading your tests…' } };

export const Page: Story = { args: { variant: 'page', showLabel: true } };
