import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { newLearnerCourses, sampleCourses } from './MyCoursesPage.fixtures';
import { MyCoursesPage } from './MyCoursesPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const cards = () => screen.getAllByRole('listitem');

describe('MyCoursesPage', () => {
  it('searches titles and descriptions', async () => {
    renderWithUi(<MyCoursesPage urls={sampleLearnerUrls} courses={sampleCourses.en} />);
    expect(cards()).toHaveLength(4);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.paste('windowing');
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent(sampleCourses.en[2]!.title);
  });

  it('says No courses found, in French too', async () => {
    renderWithUi(<MyCoursesPage urls={sampleLearnerUrls} courses={sampleCourses.fr} />, { locale: 'fr' });
    await userEvent.click(screen.getByRole('searchbox', { name: 'Rechercher par titre ou description' }));
    await userEvent.paste('zookeeper');
    expect(screen.getByRole('heading', { name: 'Aucun cours trouvé' })).toBeInTheDocument();
  });

  it('offers Read Again for completed courses and Continue Learning otherwise, each to the course article', () => {
    renderWithUi(<MyCoursesPage urls={sampleLearnerUrls} courses={sampleCourses.en} />);
    const done = cards()[0]!;
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Read Again' })).toHaveAttribute('href', '/course/1');
    expect(within(done).queryByRole('button', { name: /certificate/i })).toBeNull();
    const going = cards()[1]!;
    expect(within(going).getByRole('link', { name: 'Continue Learning' })).toHaveAttribute(
      'href',
      '/course/4',
    );
    expect(
      within(going).getByRole('progressbar', { name: 'Progress in Sample course in progress' }),
    ).toBeInTheDocument();
    expect(within(going).getByText('75% complete')).toBeInTheDocument();
    expect(within(going).getByText('2 of 2 read · 1 of 2 checks passed')).toBeInTheDocument();
    expect(within(going).getByText('2 articles · 6 min read')).toBeInTheDocument();
  });

  it('shows a new learner every course at 0%, not started', () => {
    renderWithUi(<MyCoursesPage urls={sampleLearnerUrls} courses={newLearnerCourses.en} />);
    for (const card of cards()) {
      expect(within(card).getByText('0% complete')).toBeInTheDocument();
      expect(within(card).getByText('Not started')).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Start Course' })).toBeInTheDocument();
    }
  });

  it('shows loading and error states', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(
      <MyCoursesPage urls={sampleLearnerUrls} courses={[]} status="loading" />,
    );
    expect(screen.getByText('Loading your courses…')).toBeInTheDocument();
    rerender(<MyCoursesPage urls={sampleLearnerUrls} courses={[]} status="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('switches between grid and list', async () => {
    renderWithUi(<MyCoursesPage urls={sampleLearnerUrls} courses={sampleCourses.en} />);
    const list = screen.getByRole('radio', { name: 'List' });
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-checked', 'true');
  });

  it('ships the same courses in English and French', () => {
    expect(sampleCourses.fr.map((c) => c.id)).toEqual(sampleCourses.en.map((c) => c.id));
    expect(sampleCourses.fr.every((c, i) => c.title !== sampleCourses.en[i]!.title)).toBe(true);
  });
});
