import { useLogin } from '@elearning/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json, learner, sessionOf } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';
import { ProtectedRoute, PublicOnlyRoute, SignedOutRoute } from './guards';

const page = (name: string) => <h1>{name}</h1>;

const table = [
  { path: '/', element: <PublicOnlyRoute>{page('Home')}</PublicOnlyRoute> },
  { path: '/login', element: <PublicOnlyRoute>{page('Login')}</PublicOnlyRoute> },
  { path: '/signup', element: <SignedOutRoute>{page('Sign up')}</SignedOutRoute> },
  { path: '/change-password', element: page('Change password') },
  {
    element: <ProtectedRoute />,
    children: [
      { path: '/dashboard', element: page('Dashboard') },
      { path: '/orders', element: page('Orders') },
    ],
  },
];

function SignInButton() {
  const login = useLogin();
  return (
    <button onClick={() => void login({ email: learner.email, password: 'secret-pass' })}>Sign in</button>
  );
}

const withLoginButton = table.map((route) =>
  route.path === '/login'
    ? {
        ...route,
        element: (
          <PublicOnlyRoute>
            <SignInButton />
          </PublicOnlyRoute>
        ),
      }
    : route,
);

const location = () => screen.getByRole('status', { name: 'location' });

describe('ProtectedRoute', () => {
  it('shows a spinner while the session loads, then sends a visitor to /login with the intended path', async () => {
    let answer: (response: Response) => void = () => {};
    const api = fakeApi({
      'GET /users/auth-status': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(table, api, '/orders?q=kafka');

    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    await waitFor(() => expect(api.calls).toEqual(['GET /users/auth-status']));
    answer(json({ authenticated: false }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login {"from":"/orders?q=kafka"}');
  });

  it('replaces the history entry on the way to /login', async () => {
    const { router } = renderRoutes(table, fakeApi(sessionOf(null)), '/dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('renders the page for a signed-in learner', async () => {
    renderRoutes(table, fakeApi(sessionOf(learner)), '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a learner with a temporary password to /change-password first', async () => {
    renderRoutes(table, fakeApi(sessionOf({ ...learner, mustChangePassword: true })), '/orders');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('treats a failing current-user call as signed out', async () => {
    const api = fakeApi({
      'GET /users/auth-status': { authenticated: true },
      'GET /users/me': () => json({ message: 'Boom' }, 500),
    });
    renderRoutes(table, api, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('PublicOnlyRoute', () => {
  // The page pre-rendered for visitors is hydrated at once, not replaced by a spinner until the API answers.
  it.each(['/', '/login', '/signup'])('shows %s as to a visitor while the session loads', (path) => {
    const api = fakeApi({ 'GET /users/auth-status': () => new Promise<Response>(() => {}) });
    renderRoutes(table, api, path);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the page to a visitor', async () => {
    renderRoutes(table, fakeApi(sessionOf(null)), '/');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it.each(['/', '/login'])('sends a signed-in learner from %s to the dashboard', async (path) => {
    const { router } = renderRoutes(table, fakeApi(sessionOf(learner)), path);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a learner who must change the password to /change-password', async () => {
    renderRoutes(table, fakeApi(sessionOf({ ...learner, mustChangePassword: true })), '/login');
    expect(await screen.findByRole('heading', { name: 'Change password' })).toBeInTheDocument();
  });

  it('returns a learner who signs in to where the redirect to /login came from', async () => {
    const api = fakeApi(sessionOf(null));
    api.answer('POST /users/login', () => {
      // The server now knows the session cookie.
      api.answer('GET /users/auth-status', { authenticated: true });
      api.answer('GET /users/me', learner);
      return json(learner);
    });
    const { router } = renderRoutes(withLoginButton, api, '/orders');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('SignedOutRoute', () => {
  it('sends a signed-in learner from /signup to the dashboard', async () => {
    renderRoutes(table, fakeApi(sessionOf(learner)), '/signup');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows sign-up to a visitor', async () => {
    renderRoutes(table, fakeApi(sessionOf(null)), '/signup');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
