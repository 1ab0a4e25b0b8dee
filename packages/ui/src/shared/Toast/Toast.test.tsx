import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { ToastProvider, useToast } from './ToastProvider';
import type { ToastOptions } from './toastTypes';

function Trigger(toast: ToastOptions) {
  const { show } = useToast();
  return <button onClick={() => show(toast)}>show</button>;
}

function setup(toast: ToastOptions, { duration = 5000, locale = 'en' as 'en' | 'fr' } = {}) {
  renderWithUi(
    <ToastProvider duration={duration}>
      <Trigger {...toast} />
    </ToastProvider>,
    { locale },
  );
}

describe('Toast', () => {
  it('adds no notifications region before the first notification (its code is a chunk loaded then)', async () => {
    // The layer (Radix Toast and its viewport) is a chunk of its own: a page that shows no toast needs neither.
    setup({ title: 'Later', variant: 'success' });
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent('Later'));
  });

  it('shows title and description in a labelled notifications region', async () => {
    setup({ title: 'Message sent successfully!', description: "We'll get back to you", variant: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    await waitFor(() => expect(region).toHaveTextContent("Message sent successfully!We'll get back to you"));
  });

  it('announces politely', async () => {
    setup({ title: 'Saved', variant: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    // Radix announces the toast's text through its own live region, polite for "background" toasts; it fills
    // the region a tick after creating it, so the text is awaited.
    const announcement = await screen.findByRole('status');
    expect(announcement).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcement).toHaveTextContent('Saved'));
  });

  it('closes with its close button, named in French too', async () => {
    setup({ title: 'Erreur', variant: 'destructive' }, { locale: 'fr' });
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer la notification' }));
    expect(screen.queryByText('Erreur')).not.toBeInTheDocument();
  });

  it('closes by itself after the duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      setup({ title: 'Bye', variant: 'error' }, { duration: 1000 });
      await userEvent.click(screen.getByRole('button', { name: 'show' }));
      expect(await screen.findByText('Bye')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1500));
      expect(screen.queryByText('Bye')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stacks several notifications', async () => {
    function Two() {
      const { show } = useToast();
      return (
        <button
          onClick={() => {
            show({ title: 'One', variant: 'success' });
            show({ title: 'Two', variant: 'error' });
          }}
        >
          show
        </button>
      );
    }
    renderWithUi(
      <ToastProvider>
        <Two />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(await screen.findByText('One')).toBeInTheDocument();
    expect(screen.getByText('Two')).toBeInTheDocument();
  });

  it('says what is missing when used outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" variant="success" />)).toThrow(/ToastProvider/);
    spy.mockRestore();
  });
});
