import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { LoadingSpinner } from './LoadingSpinner';

describe('LoadingSpinner', () => {
  it('announces a default label in each locale', () => {
    renderWithUi(<LoadingSpinner />, { locale: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('speaks French when the provider says fr', () => {
    renderWithUi(<LoadingSpinner />, { locale: 'fr' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('uses the given label', () => {
    renderWithUi(<LoadingSpinner label="Loading tests" showLabel />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tests');
  });
});
