import { screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { ContactPage } from './ContactPage';

describe('ContactPage', () => {
  it('shows the form, the support email and phone with hours', () => {
    renderWithUi(
      <ContactPage onSubmit={vi.fn()} supportEmail="help@example.com" supportPhone="+33 1 23 45 67 89" />,
    );
    expect(screen.getByRole('region', { name: 'Send us a message' })).toContainElement(
      screen.getByRole('button', { name: 'Send Message' }),
    );
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(screen.getByRole('link', { name: '+33 1 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:+33123456789',
    );
    expect(screen.getByText('Mon-Fri, 9AM-6PM (UTC+1)')).toBeInTheDocument();
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

  it('answers with the spec facts', () => {
    renderWithUi(<ContactPage onSubmit={vi.fn()} />);
    const faq = within(screen.getByRole('region', { name: 'Quick questions' }));
    expect(faq.getByText(/2-3 weeks/)).toBeInTheDocument();
    expect(faq.getByText(/guided simulations that run in your browser/)).toBeInTheDocument();
    expect(faq.getByText(/step by step/)).toBeInTheDocument();
    expect(
      faq.getByText(/progress, completion status and scores are saved in your profile/),
    ).toBeInTheDocument();
  });
});
