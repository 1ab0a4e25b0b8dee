import type { Meta, StoryObj } from '@storybook/react-vite';
import { withForm } from '../FormShell/withForm';
import { FormField } from './FormField';

const meta = {
  title: 'Components/FormField',
  tags: ['stable'],
  component: FormField,
  decorators: [withForm],
  parameters: { initialValues: { email: '' } },
  args: { name: 'email', label: 'Email', type: 'email' },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Filled: Story = { parameters: { initialValues: { email: 'jane@example.com' } } };

export const WithHint: Story = { args: { hint: 'We never share it.' } };

export const Invalid: Story = {
  parameters: { initialTouched: { email: true }, initialErrors: { email: 'Enter a valid email address.' } },
};

export const ExternalError: Story = { args: { externalError: 'This email is already in use.' } };

export const Disabled: Story = { args: { disabled: true } };
