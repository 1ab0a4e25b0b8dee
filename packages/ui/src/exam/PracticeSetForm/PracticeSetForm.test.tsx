import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { PracticeSetForm } from './PracticeSetForm';

describe('PracticeSetForm', () => {
  it('sends the chosen domains, count and source', async () => {
    const onSubmit = vi.fn();
    renderWithUi(<PracticeSetForm domains={['Producer', 'Consumer']} maxCount={20} onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Custom practice set' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Consumer' }));
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Number of questions' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Number of questions' }), '7');
    await userEvent.click(screen.getByRole('radio', { name: 'Only flagged' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start Practice Set' }));
    expect(onSubmit).toHaveBeenCalledWith({
      domains: ['Producer'],
      count: 7,
      source: 'flagged',
      scope: 'test',
    });
  });

  it('waits for a domain and a count in range, and says why', async () => {
    renderWithUi(<PracticeSetForm domains={['Producer']} maxCount={3} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Producer' }));
    expect(screen.getByText('Choose at least one domain.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Practice Set' })).toBeDisabled();
  });

  it('says an empty source in French', () => {
    renderWithUi(<PracticeSetForm domains={['Producer']} maxCount={3} onSubmit={vi.fn()} error="empty" />, {
      locale: 'fr',
    });
    expect(screen.getByRole('alert')).toHaveTextContent(/Aucune question ne correspond à ces choix/);
  });
});
