import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { DashboardPage, type DashboardPageProps } from './DashboardPage';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

const props: DashboardPageProps = {
  user: { firstName: 'Jane', lastName: 'Doe' },
  returning: true,
  status: 'success',
  stats: { testsCompleted: 3, testsInProgress: 2, timeSpentSeconds: 88_200, averageScore: 68 },
  articles: [{ id: 7, title: 'Kafka basics', readingMinutes: 12 }],
  tests: [{ id: 1, title: 'CCDAK Practice Test 1', questionCount: 1, href: '/tests/1' }],
  urls: sampleLearnerUrls,
};

describe('DashboardPage', () => {
  it('greets by first and last name and shows the real figures', () => {
    renderWithUi(<DashboardPage {...props} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane Doe!' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('24.5 hr')).toBeInTheDocument();
    expect(screen.getByText('68%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Average Test Score' })).toBeInTheDocument();
  });

  it('formats hours and percent for French', () => {
    renderWithUi(<DashboardPage {...props} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bon retour, Jane Doe !' })).toBeInTheDocument();
    expect(screen.getByText('24,5 h')).toBeInTheDocument();
    expect(screen.getByText('68 %')).toBeInTheDocument();
    expect(screen.getByText('1 question')).toBeInTheDocument();
  });

  it('shows a dash and no bar before any completed test', () => {
    renderWithUi(<DashboardPage {...props} stats={{ ...props.stats!, averageScore: null }} />);
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('links articles to the reader and each test to its own page', () => {
    renderWithUi(<DashboardPage {...props} />);
    const articles = screen.getByRole('heading', { name: 'My Articles' }).closest('.rt-Card') as HTMLElement;
    expect(within(articles).getByRole('link', { name: /Kafka basics/ })).toHaveAttribute('href', '/course/7');
    expect(screen.getByRole('link', { name: /CCDAK Practice Test 1/ })).toHaveAttribute('href', '/tests/1');
  });

  it('greets a first visit with Welcome, in both languages', () => {
    const { unmount } = renderWithUi(<DashboardPage {...props} returning={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Jane Doe!' })).toBeInTheDocument();
    unmount();
    renderWithUi(<DashboardPage {...props} returning={false} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue, Jane Doe !' })).toBeInTheDocument();
  });

  it('offers to continue each open attempt at its question, with no card when none is open', () => {
    const { unmount } = renderWithUi(<DashboardPage {...props} />);
    expect(screen.queryByRole('region', { name: 'Continue where you left off' })).toBeNull();
    unmount();
    renderWithUi(
      <DashboardPage
        {...props}
        openAttempts={[
          {
            id: 1,
            title: 'CCDAK Practice Test 1',
            questionNumber: 8,
            totalQuestions: 60,
            remainingTime: 2520,
            href: '/tests/1?question=8',
          },
          {
            id: 2,
            title: 'Streams',
            questionNumber: 3,
            totalQuestions: 25,
            remainingTime: null,
            href: '/tests/2?question=3',
          },
        ]}
      />,
      { locale: 'fr' },
    );
    const card = screen.getByRole('region', { name: 'Reprendre là où vous en étiez' });
    expect(within(card).getByText('Question 8 sur 60 · 42 minutes restantes')).toBeInTheDocument();
    expect(within(card).getByText('Question 3 sur 25 · Entraînement · sans chrono')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Reprendre\s*CCDAK Practice Test 1$/ })).toHaveAttribute(
      'href',
      '/tests/1?question=8',
    );
  });

  it('announces loading and offers Try Again on error', async () => {
    const { unmount } = renderWithUi(<DashboardPage {...props} status="loading" stats={undefined} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your statistics…');
    unmount();
    const onRetry = vi.fn();
    renderWithUi(<DashboardPage {...props} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your statistics could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it.each([
    ['en', 'Your tests could not be loaded.', 'Try Again'],
    ['fr', "Vos tests n'ont pas pu être chargés.", 'Réessayer'],
  ] as const)(
    'shows the tests loading, then their failure with Try Again (%s)',
    async (locale, text, retry) => {
      const { unmount } = renderWithUi(<DashboardPage {...props} tests={[]} testsStatus="loading" />, {
        locale,
      });
      expect(screen.queryByText(/No tests yet|Aucun test/)).toBeNull();
      unmount();
      const onRetryTests = vi.fn();
      renderWithUi(<DashboardPage {...props} tests={[]} testsStatus="error" onRetryTests={onRetryTests} />, {
        locale,
      });
      expect(screen.getByRole('alert')).toHaveTextContent(text);
      await userEvent.click(screen.getByRole('button', { name: retry }));
      expect(onRetryTests).toHaveBeenCalled();
    },
  );
});
