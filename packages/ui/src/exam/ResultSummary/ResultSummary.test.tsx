import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { passedResult, practiceResult, sampleResult } from '../fixtures';
import { ResultSummary } from './ResultSummary';

describe('ResultSummary', () => {
  it('shows a failed attempt with its figures and the passing score', () => {
    renderWithUi(
      <ResultSummary dashboardHref="/app/dashboard" result={sampleResult} onViewAnswers={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You did not pass this time');
    expect(screen.getByText('63%')).toBeInTheDocument();
    expect(screen.getByText('5 of 8 questions answered correctly')).toBeInTheDocument();
    expect(screen.getByText(/FAILED · 70% required to pass/)).toBeInTheDocument();
    expect(screen.getByText('01:10:10')).toBeInTheDocument();
    expect(screen.getByText('of 01:30:00')).toBeInTheDocument();
  });

  it('shows the server’s verdict, not one recomputed from the score', () => {
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={{ ...sampleResult, score: 60, passed: true }}
        onViewAnswers={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Congratulations, you passed!');
    expect(screen.getByText(/PASSED/)).toBeInTheDocument();
  });

  it('breaks the score down by domain', () => {
    renderWithUi(
      <ResultSummary dashboardHref="/app/dashboard" result={sampleResult} onViewAnswers={vi.fn()} />,
    );
    const section = screen.getByRole('region', { name: 'Score by domain' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    expect(within(section).getByRole('progressbar', { name: 'Consumer' })).toHaveAttribute(
      'aria-valuetext',
      '1/2 · 50%',
    );
  });

  it('offers the three actions, Back to Dashboard as a link', async () => {
    const onViewAnswers = vi.fn();
    const onRetake = vi.fn();
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={passedResult}
        onViewAnswers={onViewAnswers}
        onRetake={onRetake}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'View Correct Answers & Explanations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Retake Exam' }));
    expect(onViewAnswers).toHaveBeenCalled();
    expect(onRetake).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app/dashboard');
  });

  it('counts correct, wrong and unanswered apart and says how the score changed', () => {
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={{ ...sampleResult, wrongCount: 2, unansweredCount: 1, previousScore: 50 }}
        onViewAnswers={vi.fn()}
      />,
    );
    expect(screen.getByText('Wrong').parentElement?.parentElement).toHaveTextContent('Wrong2');
    expect(screen.getByText('Unanswered').parentElement?.parentElement).toHaveTextContent('Unanswered1');
    expect(screen.getByText('+13 points since your last attempt (50%)')).toBeInTheDocument();
  });

  it('offers practice of what was missed and of the weakest domain', async () => {
    const onPractiseMissed = vi.fn();
    const onPractiseDomain = vi.fn();
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={{ ...sampleResult, wrongCount: 2, unansweredCount: 1 }}
        onViewAnswers={vi.fn()}
        onPractiseMissed={onPractiseMissed}
        onPractiseDomain={onPractiseDomain}
        weakestDomain="Consumer"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Practise what I missed (3 questions)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Practise my weakest domain: Consumer' }));
    expect(onPractiseMissed).toHaveBeenCalled();
    expect(onPractiseDomain).toHaveBeenCalled();
  });

  it('shows a practice drill without a verdict or wall-clock time', () => {
    renderWithUi(
      <ResultSummary dashboardHref="/app/dashboard" result={practiceResult} onViewAnswers={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Practice set complete');
    expect(screen.getByText('Accuracy')).toBeInTheDocument();
    expect(screen.queryByText(/FAILED|PASSED|required/)).not.toBeInTheDocument();
    expect(screen.getByText('Active time')).toBeInTheDocument();
    expect(screen.getByText('00:05:12')).toBeInTheDocument();
    expect(screen.queryByText('00:11:40')).not.toBeInTheDocument();
  });

  it('agrees in number in French: « 1 question sur 25 répondue correctement »', () => {
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={{ ...sampleResult, correctAnswersCount: 1, totalQuestions: 25 }}
        onViewAnswers={vi.fn()}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByText('1 question sur 25 répondue correctement')).toBeInTheDocument();
  });

  it('hides Retake and a zero time, and speaks French', () => {
    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={{ ...passedResult, timeUsed: 0 }}
        onViewAnswers={vi.fn()}
      />,
      {
        locale: 'fr',
      },
    );
    expect(screen.queryByRole('button', { name: 'Repasser l’examen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Temps utilisé')).not.toBeInTheDocument();
    expect(screen.getByText(/RÉUSSI · 70\s%\srequis pour réussir/)).toBeInTheDocument();
    expect(screen.getByText(/88\s%/)).toBeInTheDocument();
  });

  it('offers the full test after a free sample, in English and French', async () => {
    const onBuy = vi.fn();
    const onRetake = vi.fn();
    const { unmount } = renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={practiceResult}
        onViewAnswers={vi.fn()}
        onRetake={onRetake}
        onBuy={onBuy}
        weakestDomain="Producer"
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy the full test' }));
    expect(onBuy).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Practise (what I missed|my weakest)/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Practise this test again' }));
    expect(onRetake).toHaveBeenCalled();
    unmount();

    renderWithUi(
      <ResultSummary
        dashboardHref="/app/dashboard"
        result={practiceResult}
        onViewAnswers={vi.fn()}
        onBuy={onBuy}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('button', { name: 'Acheter le test complet' })).toBeInTheDocument();
  });
});
