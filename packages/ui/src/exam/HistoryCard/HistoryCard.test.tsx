import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleAttempts, sampleUrls } from '../fixtures';
import { HistoryCard } from './HistoryCard';

describe('HistoryCard', () => {
  it('shows the three newest attempts with badge, score, time used and a results link', () => {
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={sampleAttempts} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Passed');
    expect(rows[0]).toHaveTextContent('78%');
    expect(rows[0]).toHaveTextContent('70m 10s');
    expect(rows[1]).toHaveTextContent('Failed');
    expect(within(rows[0]!).getByRole('link', { name: /^View Results/ })).toHaveAttribute(
      'href',
      '/tests/results/42',
    );
  });

  it('shows the server’s verdict, not one recomputed from the score', () => {
    renderWithUi(
      <HistoryCard
        resultHref={sampleUrls.testResults}
        attempts={[
          { ...sampleAttempts[0]!, score: 85, passingScore: 90, passed: true },
          { ...sampleAttempts[1]!, score: 70, passingScore: 70, passed: false },
        ]}
      />,
    );
    const [newer, older] = screen.getAllByRole('listitem');
    // Deliberately at odds with the scores: the badge follows `passed`, as the server decides.
    expect(newer).toHaveTextContent('Failed');
    expect(older).toHaveTextContent('Passed');
  });

  it('opens every attempt in View History (n)', async () => {
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={sampleAttempts} />);
    await userEvent.click(screen.getByRole('button', { name: 'View History (5)' }));
    const dialog = screen.getByRole('dialog', { name: 'All attempts' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
  });

  it('has no View History button with three attempts or fewer', () => {
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={sampleAttempts.slice(0, 3)} />);
    expect(screen.queryByRole('button', { name: /View History/ })).not.toBeInTheDocument();
  });

  it('says when there are no attempts, in French', () => {
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={[]} />, { locale: 'fr' });
    expect(screen.getByText('Aucune tentative précédente')).toBeInTheDocument();
  });

  it('formats time used and the date in French', () => {
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={sampleAttempts.slice(-1)} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('70 min 10 s');
    expect(screen.getByRole('listitem')).toHaveTextContent('Réussi');
    expect(screen.getByRole('link', { name: /^Voir les résultats/ })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(/20 nov\. 2026/);
  });

  it('gives a practice drill no verdict and no wall-clock time, only how many were correct (issue 28)', () => {
    const drill = {
      ...sampleAttempts[4]!,
      mode: 'practice' as const,
      correctAnswersCount: 7,
      totalQuestions: 10,
      score: 70,
      passed: true,
    };
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={[sampleAttempts[3]!, drill]} />);
    const [practice, exam] = screen.getAllByRole('listitem');
    expect(practice).toHaveTextContent('Practice');
    expect(practice).toHaveTextContent('7 of 10 correct');
    expect(practice).toHaveTextContent('Accuracy 70%');
    expect(practice).not.toHaveTextContent(/Passed|Failed|Time used|70m 10s/);
    expect(exam).toHaveTextContent('Failed');
    expect(exam).toHaveTextContent('Time used');
  });

  it('says a drill’s correct answers in French, in the singular too', () => {
    const drill = {
      ...sampleAttempts[4]!,
      mode: 'practice' as const,
      correctAnswersCount: 1,
      totalQuestions: 5,
    };
    renderWithUi(<HistoryCard resultHref={sampleUrls.testResults} attempts={[drill]} />, { locale: 'fr' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Entraînement');
    expect(screen.getByRole('listitem')).toHaveTextContent('1 réponse correcte sur 5');
    expect(screen.getByRole('listitem')).not.toHaveTextContent(/Réussi|Échoué|Temps utilisé/);
  });
});
