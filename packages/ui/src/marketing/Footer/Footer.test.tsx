import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { Footer } from './Footer';
import { publicUrls } from '../_internal/storyUrls.fixtures';

describe('Footer', () => {
  it('links only pages that exist: no placeholder entries', () => {
    renderWithUi(<Footer urls={publicUrls} />);
    expect(screen.getByRole('link', { name: 'Practice Labs' })).toHaveAttribute('href', '/tps');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    for (const placeholder of [
      'Careers',
      'Blog',
      'Help Center',
      'Documentation',
      'Community',
      'Status',
      'Soon',
    ]) {
      expect(screen.queryByText(placeholder)).not.toBeInTheDocument();
    }
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

  it('shows only the social networks with an address', () => {
    const { unmount } = renderWithUi(<Footer urls={publicUrls} />);
    expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
    unmount();
    renderWithUi(<Footer urls={publicUrls} socialLinks={{ github: 'https://github.com/apache/kafka' }} />);
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/apache/kafka',
    );
    expect(screen.queryByRole('img', { name: /LinkedIn/ })).toBeNull();
  });

  it('gives the current year in the copyright', () => {
    renderWithUi(<Footer urls={publicUrls} />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Kafka Learning. All rights reserved.`,
    );
  });

  it('speaks French with the given copyright year', () => {
    renderWithUi(<Footer urls={publicUrls} year={2031} />, { locale: 'fr' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Produit' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('© 2031 Kafka Learning. Tous droits réservés.');
    expect(within(footer).getByRole('link', { name: 'Travaux pratiques' })).toHaveAttribute('href', '/tps');
  });
});
