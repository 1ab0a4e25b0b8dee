import { screen } from '@testing-library/react';
import { renderWithUi } from '../../test/renderWithUi';
import { Card } from './Card';

describe('Card', () => {
  it('gives a page card the page heading (h1)', () => {
    renderWithUi(
      <Card.Root variant="page">
        <Card.Header title="Sign in" description="Welcome back" />
        <Card.Body>content</Card.Body>
      </Card.Root>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
  });

  it('renders a section card as a region headed by an h2, with its aside', () => {
    renderWithUi(
      <Card.Root aria-labelledby="h">
        <Card.Header title="Password" aside={<button>Change</button>} />
        <Card.Body>content</Card.Body>
      </Card.Root>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change' })).toBeInTheDocument();
    expect(screen.getByText('content').closest('section')).not.toBeNull();
  });
});
