import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RouterLinkAdapter } from './RouterLinkAdapter';

describe('RouterLinkAdapter', () => {
  it('renders app paths as router links and keeps external ones as anchors', () => {
    render(
      <MemoryRouter>
        <RouterLinkAdapter href="/pricing">Pricing</RouterLinkAdapter>
        <RouterLinkAdapter href="mailto:support@example.com">Mail</RouterLinkAdapter>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:support@example.com');
  });
});
