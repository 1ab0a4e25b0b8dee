import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, json, learner, sessionOf } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';
import { VerifyEmailContainer } from './VerifyEmailContainer';

const routes = [
  { path: '/verify', element: <VerifyEmailContainer /> },
  { path: '/signup', element: <h1>Sign up</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
}

describe('VerifyEmailContainer', () => {
  beforeEach(() => localStorage.clear());

  it('sends a visitor without a pending email back to sign-up, saying why', async () => {
    const { router } = renderRoutes(routes, fakeApi(sessionOf(null)), '/verify');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect((await screen.findAllByText('No email found. Please register again.')).length).toBeGreaterThan(0);
  });

  it('verifies the pending email, forgets it and opens the dashboard', async () => {
    localStorage.setItem('pendingEmail', learner.email);
    const api = fakeApi({ ...sessionOf(null), 'POST /users/verify': learner });
    renderRoutes(routes, api, '/verify');
    expect(await screen.findByText(learner.email)).toBeInTheDocument();
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStorage.getItem('pendingEmail')).toBeNull();
  });

  it("shows the text of the server's code for a refused code and keeps the pending email", async () => {
    localStorage.setItem('pendingEmail', learner.email);
    const api = fakeApi({
      ...sessionOf(null),
      'POST /users/verify': () =>
        json({ code: 'VERIFICATION_CODE_EXPIRED', message: 'English text the site never shows' }, 400),
    });
    renderRoutes(routes, api, '/verify');
    await enterCode('654321');
    expect(await screen.findByText('This code has expired. Request a new one.')).toBeInTheDocument();
    expect(localStorage.getItem('pendingEmail')).toBe(learner.email);
  });
});
