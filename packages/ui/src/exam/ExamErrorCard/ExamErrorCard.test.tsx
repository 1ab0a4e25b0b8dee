import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ExamErrorCard } from './ExamErrorCard';

describe('ExamErrorCard', () => {
  it('shows the message of the failure with Try Again', async () => {
    const onRetry = vi.fn();
    renderWithUi(<ExamErrorCard loginHref="/app/login" reason="loadQuestion" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load question. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('prefers the server message', () => {
    renderWithUi(
      <ExamErrorCard loginHref="/app/login" reason="pauseTest" message="Session already completed" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Session already completed');
  });

  it('uses the spec French for a failed resume', () => {
    renderWithUi(<ExamErrorCard loginHref="/app/login" reason="resumeTest" />, { locale: 'fr' });
    expect(screen.getByRole('alert')).toHaveTextContent('Impossible de reprendre le test.');
  });

  it('offers a login link when authentication is required', () => {
    renderWithUi(<ExamErrorCard loginHref="/app/login" reason="authRequired" onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Please log in to access this test');
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/app/login');
    expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
  });

  it('says an unknown test does not exist and leads to the catalogue, in French too', () => {
    renderWithUi(<ExamErrorCard loginHref="/login" testsHref="/tests" reason="testNotFound" />, {
      locale: 'fr',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ce test n’existe pas');
    expect(screen.getByRole('link', { name: 'Voir tous les tests' })).toHaveAttribute('href', '/tests');
  });
});
