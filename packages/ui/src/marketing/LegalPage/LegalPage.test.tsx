import { screen, within } from '@testing-library/react';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { LegalPage } from './LegalPage';

describe('LegalPage', () => {
  it('shows the terms with a table of contents, the pricing and contact links and the support address', () => {
    renderWithUi(<LegalPage document="terms" urls={publicUrls} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    const first = within(contents).getAllByRole('link')[0];
    expect(first).toHaveAttribute('href', '#terms-service');
    expect(document.getElementById('terms-service')).toHaveTextContent('1. The service');
    expect(screen.getByRole('link', { name: 'pricing page' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'support@kafkalearning.com' })).toHaveAttribute(
      'href',
      'mailto:support@kafkalearning.com',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByText(/PayPal/, { selector: 'p' })).toBeInTheDocument();
  });

  it('lists the cookies of the privacy policy in French, with the cookie section reachable by id', () => {
    renderWithUi(<LegalPage document="privacy" urls={publicUrls} />, { locale: 'fr' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeInTheDocument();
    const cookies = document.getElementById('privacy-cookies')?.closest('section');
    expect(cookies).not.toBeNull();
    const items = within(cookies as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items.map((text) => text?.split(' ')[0])).toEqual([
      'SESSION',
      'XSRF-TOKEN',
      'DEVICE',
      'IDP_FLOW',
      'IDP_LINK',
      'language',
    ]);
    expect(screen.getByRole('link', { name: "conditions d'utilisation" })).toHaveAttribute('href', '/terms');
    expect(screen.getByText(/Dernière mise à jour/)).toHaveAttribute('datetime', '2026-11-28');
  });

  it.each(['en', 'fr'] as const)(
    'names in %s the sign-in providers, the linked accounts and the course and lab progress',
    (locale) => {
      renderWithUi(<LegalPage document="privacy" urls={publicUrls} />, { locale });
      const section = (id: string) =>
        (document.getElementById(`privacy-${id}`)?.closest('section') as HTMLElement).textContent ?? '';
      for (const provider of ['Google', 'Microsoft', 'GitHub']) {
        expect(section('sharing')).toContain(provider);
      }
      expect(section('collect')).toMatch(locale === 'en' ? /linked accounts/ : /comptes associés/);
      expect(section('collect')).toMatch(locale === 'en' ? /lab steps/ : /étapes de lab/);
      expect(section('rights')).toMatch(locale === 'en' ? /course and lab progress/ : /progression/);
      expect(section('retention')).toMatch(locale === 'en' ? /Linked accounts/ : /Comptes associés/);
    },
  );
});
