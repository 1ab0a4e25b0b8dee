import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { Footer } from './Footer';
import { publicUrls } from '../_internal/storyUrls.fixtures';

describe('Footer', () => {
  it('links the pages that exist and shows the others as marked placeholders', () => {
    renderWithUi(<Footer urls={publicUrls} />);
    expect(screen.getByRole('link', { name: 'Practice Labs' })).toHaveAttribute('href', '/tps');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
    expect(screen.getByText('Help Center')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legal' })).toHaveTextContent('Privacy Policy');
  });

  it('links the legal pages', () => {
    renderWithUi(<Footer urls={publicUrls} />);
    const legal = within(screen.getByRole('list', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/privacy#privacy-cookies',
    );
  });

  it('names every social icon and links only those with an address', () => {
    renderWithUi(<Footer urls={publicUrls} socialLinks={{ github: 'https://github.com/apache/kafka' }} />);
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/apache/kafka',
    );
    expect(screen.getByRole('img', { name: 'LinkedIn (coming soon)' })).toBeInTheDocument();
  });

  it('speaks French with the 2025 copyright', () => {
    renderWithUi(<Footer urls={publicUrls} />, { locale: 'fr' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Produit' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2025 Kafka Learning. Tous droits réservés.');
    expect(within(footer).getByRole('link', { name: 'Travaux pratiques' })).toHaveAttribute('href', '/tps');
  });
});
