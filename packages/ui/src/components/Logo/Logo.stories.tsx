import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Logo, LogoLink, LogoMark } from './Logo';

const meta = {
  title: 'Components/Logo',
  tags: ['stable'],
  component: Logo,
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The mark alone at the sizes the product uses: favicon, bars. */
export const MarkSizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <LogoMark size={16} />
      <LogoMark size={28} />
      <LogoMark size={64} />
    </div>
  ),
};

export const AsLink: Story = {
  render: () => <LogoLink href="#home" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Kafka Learning' })).toHaveAttribute(
      'href',
      '#home',
    );
  },
};
