import { Container, Heading, Section, Text } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withInertLinks } from '../_internal/InertLink';
import { HomePage } from '../HomePage';
import { PublicLayout } from './PublicLayout';
import { publicUrls } from '../_internal/storyUrls.fixtures';

const meta = {
  title: 'Marketing/PublicLayout',
  tags: ['stable'],
  component: PublicLayout,
  decorators: [withInertLinks],
  parameters: { layout: 'fullscreen' },
  args: {
    year: 2026,
    urls: publicUrls,
    currentPath: '/about',
    locale: 'en',
    appearance: 'light',
    onLocaleChange: fn(),
    onAppearancePreferenceChange: fn(),
    children: (
      <Section size="3">
        <Container size="3" px="4">
          <Heading as="h1" mb="3">
            Page content
          </Heading>
          <Text as="p" color="gray">
            Any public page renders here, inside the main landmark.
          </Text>
        </Container>
      </Section>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first Tab reaches the skip link; following it moves focus to the main landmark. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: /main content|contenu principal/i });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', `#${canvas.getByRole('main').id}`);
  },
};

export const WithHomePage: Story = { args: { currentPath: '/', children: <HomePage urls={publicUrls} /> } };
