import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Locale } from '../../i18n/messages';
import { sampleCourses } from '../sampleCourses';
import { MyCoursesPage } from './MyCoursesPage';

const meta = {
  title: 'App/MyCoursesPage',
  component: MyCoursesPage,
  args: { courses: sampleCourses.en, onViewCertificate: fn() },
  // The sample courses follow the toolbar's language.
  render: (args, { globals }) => (
    <MyCoursesPage {...args} courses={sampleCourses[(globals.locale ?? 'en') as Locale]} />
  ),
} satisfies Meta<typeof MyCoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getAllByRole('button', { name: /view certificate|voir le certificat/i })[0]!,
    );
    await expect(args.onViewCertificate).toHaveBeenCalledWith('kafka-fundamentals');
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
