import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../../provider/UiProvider';
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

  it('keeps the providers it does not show in the markup, hidden, in their order, for a server to reveal', () => {
    const all = (['google', 'microsoft', 'github', 'demo'] as const).map((id) => ({ id, href: `/${id}` }));
    const html = (shown: readonly string[]) =>
      renderToString(
        <UiProvider locale="en" appearance="light">
          <ProviderButtons
            providers={all.filter((p) => shown.includes(p.id))}
            hiddenProviders={all.filter((p) => !shown.includes(p.id))}
          />
        </UiProvider>,
      );
    const links = (markup: string) =>
      [...markup.matchAll(/<a [^>]*>/g)].map(
        ([tag]) => `${/data-provider="(\w+)"/.exec(tag)?.[1]}${tag.includes(' hidden=""') ? ' hidden' : ''}`,
      );
    // Not known yet (pre-rendered): every one hidden, and the block too.
    const unknown = html([]);
    expect(links(unknown)).toEqual(['google hidden', 'microsoft hidden', 'github hidden', 'demo hidden']);
    expect(unknown).toMatch(/<div [^>]*data-provider="any"[^>]*hidden=""/);
    // Known: the offered one shown, the others still there, hidden; the block shown.
    const demo = html(['demo']);
    expect(links(demo)).toEqual(['google hidden', 'microsoft hidden', 'github hidden', 'demo']);
    expect(demo).toMatch(/<div [^>]*data-provider="any"(?![^>]*hidden)[^>]*>/);
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
