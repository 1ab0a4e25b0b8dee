import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('shows the form and the support email, and no phone (there is no phone support)', () => {
    renderWithUi(<ContactPage onSubmit={vi.fn()} supportEmail="help@example.com" />);
    expect(screen.getByRole('region', { name: 'Send us a message' })).toContainElement(
      screen.getByRole('button', { name: 'Send Message' }),
    );
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
  });

  it('gives each of the four quick questions its own title, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const { unmount } = renderWithUi(<ContactPage onSubmit={vi.fn()} />, { locale });
      const faq = screen.getByRole('region', {
        name: locale === 'en' ? 'Quick questions' : 'Questions fréquentes',
      });
      const titles = within(faq)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
      expect(titles).toHaveLength(4);
      expect(new Set(titles).size).toBe(4);
      unmount();
    }
  });

  it('answers with what the product does', () => {
    renderWithUi(<ContactPage onSubmit={vi.fn()} />);
    const faq = within(screen.getByRole('region', { name: 'Quick questions' }));
    expect(faq.queryByText(/weeks/)).toBeNull();
    expect(faq.getByText(/reading time, measured from its text/)).toBeInTheDocument();
    expect(faq.getByText(/guided simulations that run in your browser/)).toBeInTheDocument();
    expect(faq.getByText(/you type the command, it is checked/)).toBeInTheDocument();
    expect(faq.getByText(/stored with your account/)).toBeInTheDocument();
  });
});
