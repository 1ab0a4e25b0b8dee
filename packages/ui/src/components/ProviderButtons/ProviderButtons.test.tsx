import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { ProviderButtons } from './ProviderButtons';

describe('ProviderButtons', () => {
  it('draws one link per configured provider, to its start address', () => {
    renderWithUi(
      <ProviderButtons
        providers={[
          { id: 'google', href: '/g' },
          { id: 'demo', href: '/d' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute('href', '/g');
    expect(screen.getByRole('link', { name: 'Continue with the demo identity provider' })).toHaveAttribute(
      'href',
      '/d',
    );
    expect(screen.queryByRole('link', { name: /Microsoft|GitHub/ })).toBeNull();
    expect(screen.getByRole('group', { name: 'Sign in with another account' })).toBeInTheDocument();
  });

  it("keeps one button's room while the list loads, hidden from readers and keyboards", () => {
    const { container } = renderWithUi(<ProviderButtons providers={[]} reserve />);
    const room = container.querySelector('[aria-hidden="true"][inert]');
    expect(room).not.toBeNull();
    expect(room).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('draws nothing when no provider is configured', () => {
    const { container } = renderWithUi(<ProviderButtons providers={[]} />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('reads in French', () => {
    renderWithUi(<ProviderButtons providers={[{ id: 'github', href: '/h' }]} />, { locale: 'fr' });
    expect(screen.getByRole('link', { name: 'Continuer avec GitHub' })).toBeInTheDocument();
  });
});
