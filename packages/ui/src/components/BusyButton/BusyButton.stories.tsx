import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusyButton } from './BusyButton';

const meta = {
  title: 'Components/BusyButton',
  tags: ['stable'],
  component: BusyButton,
  args: { busy: false, busyLabel: 'Saving…', children: 'Save' },
} satisfies Meta<typeof BusyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Busy: Story = { args: { busy: true } };

export const Disabled: Story = { args: { disabled: true } };

export const Large: Story = { args: { size: '3' } };
