import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, learner, sessionOf } from '../../test/fakeApi';
import { renderRoutes } from '../../test/renderRoutes';
import { ChangePasswordContainer } from './ChangePasswordContainer';

const routes = [
  { path: '/change-password', element: <ChangePasswordContainer /> },
  { path: '/forgot-password', element: <h1>Forgot password</h1> },
  { path: '/login', element: <h1>Login</h1> },
];

const forced = { ...learner, mustChangePassword: true };

async function choose(password: string) {
  await userEvent.type(await screen.findByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('Confirm new password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordContainer', () => {
  it('offers a new temporary password when another session holds the change (issue 28)', async () => {
    const api = fakeApi({
      ...sessionOf(forced),
      'POST /users/change-forgot-password': () =>
        json({ success: false, code: 'PASSWORD_CHANGE_OTHER_SESSION', message: 'English' }, 403),
      'POST /users/logout': { success: true, message: 'Signed out.' },
    });
    renderRoutes(routes, api, '/change-password');
    expect(screen.queryByRole('button', { name: 'Send a new temporary password' })).toBeNull();
    await choose('a-new-password');
    expect(
      await screen.findByText(
        'Only the session signed in with the temporary password can set the new password.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new temporary password' }));
    expect(await screen.findByRole('heading', { name: 'Forgot password' })).toBeInTheDocument();
    expect(api.calls).toContain('POST /users/logout');
  });

  it('does not offer it for other refusals', async () => {
    const api = fakeApi({
      ...sessionOf(forced),
      'POST /users/change-forgot-password': () =>
        json({ success: false, code: 'VALIDATION', message: 'English' }, 400),
    });
    renderRoutes(routes, api, '/change-password');
    await choose('a-new-password');
    expect(await screen.findByText('Failed to change password.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new temporary password' })).toBeNull();
  });
});
