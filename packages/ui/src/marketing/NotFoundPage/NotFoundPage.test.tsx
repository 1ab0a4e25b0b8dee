import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says 404, names the problem and leads home', () => {
    renderWithUi(<NotFoundPage path="/nowhere" homeUrl="/" />);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Requested address: /nowhere')).toBeInTheDocument();
  });

  it('speaks French and hides the path line when there is no path', () => {
    renderWithUi(<NotFoundPage homeUrl="/" />, { locale: 'fr' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Oups\u00a0! Page introuvable' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Adresse demandée/)).not.toBeInTheDocument();
  });
});
