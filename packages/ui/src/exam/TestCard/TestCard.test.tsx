import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { expiringTest, freeTest, interruptedTest, lockedEuroTest, lockedTest, pausedTest } from '../fixtures';
import { TestCard } from './TestCard';

const handlers = () => ({ onOpen: vi.fn(), onUnlock: vi.fn() });

describe('TestCard', () => {
  it('shows the title, badges, description and figures of a grid card', () => {
    renderWithUi(<TestCard test={freeTest} {...handlers()} />);
    expect(screen.getByRole('heading', { name: 'Kafka Fundamentals Quiz' })).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Not Started')).toBeInTheDocument();
    expect(screen.getByText(/check the basics/)).toBeInTheDocument();
    expect(screen.getByText('20 questions')).toBeInTheDocument();
    expect(screen.getByText('30 min')).toBeInTheDocument();
    expect(screen.getByText('No submitted attempts')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Topics' })).toHaveTextContent('ProducerConsumerBroker');
  });

  it('says an open attempt is in progress, not the last attempt, beside the submitted count', () => {
    renderWithUi(<TestCard test={{ ...pausedTest, userAttempts: 0, lastMode: 'exam' }} {...handlers()} />, {
      locale: 'fr',
    });
    expect(screen.getByText('Aucune tentative soumise')).toBeInTheDocument();
    expect(screen.getByText('En cours : examen, pas encore soumis')).toBeInTheDocument();
    expect(screen.queryByText(/Dernière tentative/)).not.toBeInTheDocument();
  });

  it('hides the description in the list layout', () => {
    renderWithUi(<TestCard test={freeTest} layout="list" {...handlers()} />);
    expect(screen.queryByText(/check the basics/)).not.toBeInTheDocument();
  });

  it('opens an accessible test and names the button after the test', async () => {
    const h = handlers();
    renderWithUi(<TestCard test={pausedTest} {...h} />);
    const button = screen.getByRole('button', { name: 'Continue Test' });
    expect(button).toHaveAccessibleDescription('Kafka Developer Practice Test 1');
    await userEvent.click(button);
    expect(h.onOpen).toHaveBeenCalledWith(pausedTest);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.getByText('52 min left in your paused attempt')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Time left in your attempt' })).toBeInTheDocument();
  });

  it('calls a session left in progress by a closed tab Paused, beside its Continue', () => {
    renderWithUi(<TestCard test={interruptedTest} {...handlers()} />);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(screen.queryByText('Not Started')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue Test' })).toBeInTheDocument();
    expect(screen.getByText('29 min left in your paused attempt')).toBeInTheDocument();
  });

  it('asks to unlock a locked paid test with its price, and never opens it', async () => {
    const h = handlers();
    renderWithUi(<TestCard test={lockedTest} {...h} />);
    expect(screen.getByText(/Purchase required/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Test · $19.99' }));
    expect(h.onUnlock).toHaveBeenCalledWith(lockedTest);
    expect(h.onOpen).not.toHaveBeenCalled();
  });

  it('formats the price and figures in French', () => {
    renderWithUi(<TestCard test={lockedEuroTest} {...handlers()} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: /^Débloquer le test · 24,50\s€$/ })).toBeInTheDocument();
    expect(screen.getByText('50 questions')).toBeInTheDocument();
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });

  it('warns about access ending within 7 days with the best score as a percent', () => {
    renderWithUi(<TestCard test={expiringTest} {...handlers()} />);
    expect(screen.getByText(/5 days of access left/)).toBeInTheDocument();
    expect(screen.getByText('Best score 64%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retake Test' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('speaks French for days left and attempts', () => {
    renderWithUi(<TestCard test={{ ...expiringTest, daysRemaining: 1 }} {...handlers()} />, { locale: 'fr' });
    expect(screen.getByText(/1 jour d’accès restant/)).toBeInTheDocument();
    expect(screen.getByText('3 tentatives soumises')).toBeInTheDocument();
    expect(screen.getByText(/Meilleur score 64\s%/)).toBeInTheDocument();
  });
});
