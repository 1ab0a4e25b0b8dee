import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { reviewedQuestions } from '../fixtures';
import { ResultReview } from '../ResultReview';
import { ReviewList } from './ReviewList';

describe('ReviewList', () => {
  it('counts and shows every question with badges, numbered text and an explanation', () => {
    renderWithUi(<ReviewList questions={reviewedQuestions} />);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 8 of 8 questions');
    const second = screen.getByRole('article', { name: /^2\. Which two events/ });
    expect(within(second).getByText('Consumer')).toBeInTheDocument();
    expect(within(second).getByText('Incorrect')).toBeInTheDocument();
    expect(within(second).getByText('Flagged')).toBeInTheDocument();
    expect(within(second).getByText('Explanation')).toBeInTheDocument();
  });

  it('marks correct answers and the learner’s wrong choice with words, lettered by position', () => {
    renderWithUi(<ReviewList questions={reviewedQuestions.slice(1, 2)} />);
    const answers = within(screen.getByRole('list', { name: 'Answers' })).getAllByRole('listitem');
    expect(answers.map((a) => a.textContent)).toEqual([
      'AA. A new consumer joins the groupCorrect answerYour answer',
      'BB. A consumer stops sending heartbeats for longer than session.timeout.msCorrect answer',
      'CC. A producer writes to a new keyYour answer, incorrect',
      "DD. A topic's retention.ms is changed",
    ]);
  });

  it('shows an empty result in both languages', () => {
    const filters = { flagged: 'flagged', ignored: 'all', answer: 'correct', domain: 'ksqlDB' } as const;
    const { unmount } = renderWithUi(<ReviewList questions={reviewedQuestions} filters={filters} />);
    expect(screen.getByRole('heading', { name: 'No matching questions' })).toBeInTheDocument();
    unmount();
    renderWithUi(<ReviewList questions={reviewedQuestions} filters={filters} />, { locale: 'fr' });
    expect(screen.getByRole('heading', { name: 'Aucune question à afficher' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 question affichée sur 8');
  });
});

describe('ResultReview', () => {
  it('filters by domain among the domains present and counts the result', async () => {
    renderWithUi(<ResultReview questions={reviewedQuestions.filter((q) => q.categoryName !== 'Broker')} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Domain' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'All domains',
      'Producer',
      'Consumer',
      'Kafka Streams',
      'Kafka Connect',
      'ksqlDB',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Consumer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 7 questions');
    await userEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 7 of 7 questions');
  }, 20_000);
});
