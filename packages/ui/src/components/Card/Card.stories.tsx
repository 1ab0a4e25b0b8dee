import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { cardVariants } from './Card.props';

const meta = {
  title: 'Components/Card',
  tags: ['stable'],
  component: Card.Root,
  args: { variant: 'section', children: null },
  render: ({ variant }) => (
    <Card.Root variant={variant}>
      <Card.Header title="Change password" description="Use at least 8 characters." />
      <Card.Body>
        <Text>The card's content.</Text>
      </Card.Body>
    </Card.Root>
  ),
} satisfies Meta<typeof Card.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Section: Story = {};

export const Page: Story = { args: { variant: 'page' } };

export const PageWithIcon: Story = {
  render: () => (
    <Card.Root variant="page">
      <Card.Header title="Check your email" description="We sent a code." icon={<LockClosedIcon />} />
      <Card.Body>
        <Button>Continue</Button>
      </Card.Body>
    </Card.Root>
  ),
};

export const SectionWithAside: Story = {
  render: () => (
    <Card.Root>
      <Card.Header title="Password" description="Change it at any time." aside={<Button>Change</Button>} />
      <Card.Body>
        <Text>Content</Text>
      </Card.Body>
    </Card.Root>
  ),
};

export const LongTitle: Story = {
  render: () => (
    <Card.Root>
      <Card.Header
        title="A very long section title that wraps onto a second line on narrow screens"
        aside={<Button>Act</Button>}
      />
    </Card.Root>
  ),
};

/** Every variant, one under the other. */
export const Catalog: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {cardVariants.map((variant) => (
        <Card.Root key={variant} variant={variant} aria-label={variant}>
          <Card.Header title={`Variant ${variant}`} description="Description" />
          <Card.Body>
            <Text>Body</Text>
          </Card.Body>
        </Card.Root>
      ))}
    </div>
  ),
};
