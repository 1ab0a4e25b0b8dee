import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ConnectedAccounts } from './ConnectedAccounts';

const providers = [
  { id: 'google', href: '/link/google' },
  { id: 'github', href: '/link/github' },
] as const;

describe('ConnectedAccounts', () => {
  it('offers Link for each provider not linked, and Unlink for a linked one', async () => {
    const onUnlink = vi.fn(async () => undefined);
    renderWithUi(
      <ConnectedAccounts
        state="ready"
        providers={providers}
        hasPassword
        identities={[{ provider: 'google', email: 'ada@gmail.com' }]}
        onUnlink={onUnlink}
        onSetPassword={vi.fn()}
      />,
    );
    expect(screen.getByText('Linked as ada@gmail.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link GitHub' })).toHaveAttribute('href', '/link/github');
    await userEvent.click(screen.getByRole('button', { name: 'Unlink Google' }));
    expect(onUnlink).toHaveBeenCalledWith('google');
    await waitFor(() => expect(screen.getByText('Your Google account is unlinked.')).toBeInTheDocument());
  });

  it('never lets the last way to sign in go', () => {
    renderWithUi(
      <ConnectedAccounts
        state="ready"
        providers={providers}
        hasPassword={false}
        identities={[{ provider: 'google', email: null }]}
        onUnlink={vi.fn()}
        onSetPassword={vi.fn()}
      />,
    );
    const unlink = screen.getByRole('button', { name: 'Unlink Google' });
    expect(unlink).toBeDisabled();
    expect(unlink).toHaveAccessibleDescription(/only way to sign in/);
  });

  it('sets a first password on an account made through a provider', async () => {
    const onSetPassword = vi.fn(async () => undefined);
    renderWithUi(
      <ConnectedAccounts
        state="ready"
        providers={providers}
        hasPassword={false}
        identities={[{ provider: 'github', email: null }]}
        onUnlink={vi.fn()}
        onSetPassword={onSetPassword}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Set a password' }));
    await userEvent.type(screen.getByLabelText('Password'), 'kafka-rocks-42');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'kafka-rocks-42');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(onSetPassword).toHaveBeenCalledWith('kafka-rocks-42'));
    expect(await screen.findByText(/Password set/)).toBeInTheDocument();
  });

  it('shows loading and a retry after a failed load; nothing when no provider is offered or linked', async () => {
    const onRetry = vi.fn();
    const { rerender, container } = renderWithUi(
      <ConnectedAccounts state="loading" providers={providers} onUnlink={vi.fn()} onSetPassword={vi.fn()} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sign-in methods…');
    rerender(
      <ConnectedAccounts
        state="error"
        providers={providers}
        onUnlink={vi.fn()}
        onSetPassword={vi.fn()}
        onRetry={onRetry}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<ConnectedAccounts state="ready" providers={[]} onUnlink={vi.fn()} onSetPassword={vi.fn()} />);
    expect(container.querySelector('h2, h3, [role="status"], button, a')).toBeNull();
  });

  it('reads in French', () => {
    renderWithUi(
      <ConnectedAccounts
        state="ready"
        providers={providers}
        identities={[{ provider: 'google', email: 'ada@gmail.com' }]}
        onUnlink={vi.fn()}
        onSetPassword={vi.fn()}
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('heading', { name: 'Comptes connectés' })).toBeInTheDocument();
    expect(screen.getByText('Associé à ada@gmail.com')).toBeInTheDocument();
  });
});
