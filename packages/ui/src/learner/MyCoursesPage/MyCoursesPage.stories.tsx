import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { newLearnerCourses, sampleCourses } from './MyCoursesPage.fixtures';
import { MyCoursesPage } from './MyCoursesPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const meta = {
  title: 'App/MyCoursesPage',
  tags: ['experimental'],
  component: MyCoursesPage,
  args: { courses: sampleCourses.en, urls: sampleLearnerUrls },
  // The sample courses follow the toolbar's language.
  render: (args, { globals }) => (
    <MyCoursesPage {...args} courses={sampleCourses[(globals.locale ?? 'en') as Locale]} />
  ),
} satisfies Meta<typeof MyCoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: /read again|relire/i })[0]).toHaveAttribute(
      'href',
      '/course/1',
    );
    await expect(canvas.queryByRole('button', { name: /certificate|certificat/i })).toBeNull();
  },
};

export const List: Story = { args: { defaultLayout: 'list' } };

export const Searching: Story = { args: { defaultSearch: 'stream' } };

export const NoCoursesFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'zookeeper');
    await expect(canvas.getByRole('heading', { name: /no courses found|aucun cours trouvé/i })).toBeVisible();
  },
};

/** A brand-new account: every course at 0%, measured, not invented. */
export const NewLearner: Story = {
  render: (args, { globals }) => (
    <MyCoursesPage {...args} courses={newLearnerCourses[(globals.locale ?? 'en') as Locale]} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(/^0\s?%/)).toHaveLength(newLearnerCourses.en.length);
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = { args: { status: 'error', onRetry: fn() } };
