import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ProgressCard } from '../ProgressCard';
import { ProgressPage, type ProgressPageProps } from './ProgressPage';
import { newLearnerProgress, sampleProgress, sampleProgressUrls } from './ProgressPage.fixtures';

const setup = (props: Partial<ProgressPageProps> = {}, locale: 'en' | 'fr' = 'en') => {
  const onRetry = vi.fn();
  renderWithUi(
    <ProgressPage
      status="success"
      progress={sampleProgress}
      onRetry={onRetry}
      urls={sampleProgressUrls}
      {...props}
    />,
    { locale },
  );
  return { onRetry };
};

describe('ProgressPage', () => {
  it('gives each chart a text summary and a table of the same scores, exam and practice told apart', async () => {
    setup();
    const section = screen.getByRole('region', { name: 'CCDAK Full Mock Exam' });
    const chart = within(section).getByRole('img', {
      name: '6 attempts: latest 74%, best 79%, 2 passed; passing score 70%.',
    });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    await userEvent.click(within(section).getByText('Show the scores as a table'));
    const table = within(section).getAllByRole('table')[0]!;
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(7);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nov 4, 2026', 'Practice', '61%', 'Not passed']);
  });

  it('shows the readiness range with its basis and the weakest domains with practice links', () => {
    setup();
    const section = screen.getByRole('region', { name: 'CCDAK Full Mock Exam' });
    expect(within(section).getByText('Estimated exam score: 58–71% (passing score 70%)')).toBeInTheDocument();
    expect(within(section).getByText('Based on your latest 82 answers.')).toBeInTheDocument();
    const links = within(section).getAllByRole('link', { name: /^Practise / });
    expect(links.map((l) => l.textContent)).toEqual([
      'Practise Kafka Streams',
      'Practise Broker',
      'Practise Kafka Connect',
    ]);
    expect(links[0]).toHaveAttribute('href', '/tests/3');
    expect(
      within(section).getByRole('progressbar', { name: '65 of 109 questions answered at least once' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('rowheader', { name: 'Kafka Streams' }).closest('tr')).toHaveTextContent(
      'Kafka Streams42%5 of 129 of 16',
    );
  });

  it('says when there is not enough data, in French too', () => {
    setup({}, 'fr');
    const section = screen.getByRole('region', { name: 'Kafka Fundamentals (free)' });
    expect(within(section).getByText('Pas encore assez de données')).toBeInTheDocument();
    expect(
      within(section).getByText(/^8 réponses pour l’instant\s; une estimation en demande 20\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Progression' })).toBeInTheDocument();
    expect(screen.getByText('4 jours')).toBeInTheDocument();
  });

  it('retries after a load error', async () => {
    const { onRetry } = setup({ status: 'error', progress: undefined });
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers the catalogue when there is no test to follow', () => {
    setup({ progress: { ...newLearnerProgress, tests: [] } });
    expect(screen.getByRole('link', { name: 'Browse tests' })).toHaveAttribute('href', '/tests');
    expect(screen.getByText(/Start an attempt to begin a streak\./)).toBeInTheDocument();
  });
});

describe('ProgressCard', () => {
  it('summarises the streak and each attempted test, and links to the page', () => {
    renderWithUi(<ProgressCard status="success" progress={sampleProgress} urls={sampleProgressUrls} />);
    expect(screen.getByText('Study streak: 4 days')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'CCDAK Full Mock Exam: latest score 74% · estimated 58–71% from 82 answers',
      'Kafka Fundamentals (free): latest score 60% · not enough data yet (8 of 20 answers)',
    ]);
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', '/progress');
  });

  it('announces its loading state in the learner’s language while its placeholder lines are hidden', () => {
    renderWithUi(<ProgressCard status="loading" urls={sampleProgressUrls} />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre progression…');
    // The placeholder is a new learner's lines, drawn as skeletons and hidden from assistive technology.
    expect(screen.getByText(/Série d’étude/).closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
