import type { Meta, StoryObj } from '@storybook/react-vite';
import { withForm } from '../FormShell/withForm';
import { CodeField } from './CodeField';

const meta = {
  title: 'Components/CodeField',
  tags: ['stable'],
  component: CodeField,
  decorators: [withForm],
  parameters: { initialValues: { code: '' } },
  args: { name: 'code', label: 'Verification code' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { parameters: { initialValues: { code: '123456' } } };

export const Invalid: Story = {
  parameters: {
    initialValues: { code: '123' },
    initialTouched: { code: true },
    initialErrors: { code: 'Please enter the 6 digits of the code.' },
  },
};
