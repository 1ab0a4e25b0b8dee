import { useOrders } from '@elearning/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { useAuth } from '../lib/auth';
import { fakeApi, json, learner, sessionOf } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';

function AuthProbe() {
  const { user, isLoading, logout, refresh } = useAuth();
  return (
    <>
      <p>{isLoading ? 'loading' : user ? `user ${user.firstName}` : 'signed out'}</p>
      <button onClick={() => void logout()}>Logout</button>
      <button onClick={() => void refresh()}>Refresh</button>
    </>
  );
}

function OrdersProbe() {
  const { error } = useOrders();
  return <p>{error ? 'orders failed' : 'orders'}</p>;
}

const routes = [
  { path: '/', element: <AuthProbe /> },
  {
    path: '/orders',
    element: (
      <>
        <AuthProbe />
        <OrdersProbe />
      </>
    ),
  },
  { path: '/login', element: <h1>Login</h1> },
];

describe('AuthProvider', () => {
  it('asks auth-status, then the current user, and ends loading with the user', async () => {
    const api = fakeApi(sessionOf(learner));
    renderRoutes(routes, api);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('user Ada')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /users/auth-status', 'GET /users/me']);
  });

  it('ends loading signed out without asking for the user when there is no session', async () => {
    const api = fakeApi(sessionOf(null));
    renderRoutes(routes, api);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /users/auth-status']);
  });

  it('ends loading signed out when auth-status fails', async () => {
    renderRoutes(
      routes,
      fakeApi({ 'GET /users/auth-status': () => Promise.reject(new TypeError('offline')) }),
    );
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('ends loading signed out when the current user cannot be fetched', async () => {
    const api = fakeApi({
      'GET /users/auth-status': { authenticated: true },
      'GET /users/me': () => json({ message: 'Boom' }, 500),
    });
    renderRoutes(routes, api);
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('clears the user after a successful logout', async () => {
    const api = fakeApi({ ...sessionOf(learner), 'POST /users/logout': { message: 'Logged out' } });
    renderRoutes(routes, api);
    await screen.findByText('user Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(api.calls).toContain('POST /users/logout');
  });

  it('clears the user when logout fails, without rejecting', async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'POST /users/logout': () => json({ message: 'Down' }, 503),
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderRoutes(routes, api);
    await screen.findByText('user Ada');
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clears the user and goes to /login (replacing history) when a protected call answers 401', async () => {
    const api = fakeApi({
      ...sessionOf(learner),
      'GET /orders': () => json({ message: 'Authentication required' }, 401),
    });
    const { router } = renderRoutes(routes, api, '/orders');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/orders' });
    await router.navigate('/');
    expect(await screen.findByText('signed out')).toBeInTheDocument();
  });

  it('refresh asks the server again', async () => {
    const api = fakeApi(sessionOf(null));
    renderRoutes(routes, api);
    await screen.findByText('signed out');
    api.answer('GET /users/auth-status', { authenticated: true });
    api.answer('GET /users/me', learner);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('user Ada')).toBeInTheDocument();
  });
});
