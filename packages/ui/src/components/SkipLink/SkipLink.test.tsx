import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('links to the main content in the current language', () => {
    renderWithUi(<SkipLink targetId="main-content" />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Aller au contenu principal' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  });
});
