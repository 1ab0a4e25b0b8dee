import type { User } from '@elearning/api-client';
import { createSession, type SessionCalls } from './session';

const ada: User = {
  id: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.org',
  status: 'ACTIVE',
  mustChangePassword: false,
};

function calls(overrides: Partial<SessionCalls> = {}): SessionCalls {
  return {
    authStatus: async () => ({ authenticated: false }),
    me: async () => ada,
    paymentConfig: async () => ({ provider: 'sandbox', currency: 'USD', demo: true }),
    logout: async () => ({ success: true, message: 'Logged out' }),
    saveLanguage: async () => ({ success: true, message: 'Saved' }),
    ...overrides,
  };
}

/** Subscribes (which asks the server) and waits until the session has settled. */
async function settled(session: ReturnType<typeof createSession>) {
  session.subscribe(() => undefined);
  await vi.waitFor(() => expect(session.state().user).not.toBeUndefined());
}

it('asks nothing until a page reads it, then auth-status and the user', async () => {
  const authStatus = vi.fn(async () => ({ authenticated: true }));
  const session = createSession(calls({ authStatus }));
  expect(authStatus).not.toHaveBeenCalled();
  await settled(session);
  expect(session.state().user).toEqual(ada);
  expect(authStatus).toHaveBeenCalledTimes(1);
});

it('reads any failure as signed out', async () => {
  const offline = createSession(calls({ authStatus: () => Promise.reject(new TypeError('offline')) }));
  await settled(offline);
  expect(offline.state().user).toBeNull();
  const noUser = createSession(
    calls({ authStatus: async () => ({ authenticated: true }), me: () => Promise.reject(new Error('500')) }),
  );
  await settled(noUser);
  expect(noUser.state().user).toBeNull();
});

it('keeps a sign-in made while auth-status was on its way (the older answer loses)', async () => {
  let answer: (status: { authenticated: boolean }) => void = () => undefined;
  const session = createSession(calls({ authStatus: () => new Promise((resolve) => (answer = resolve)) }));
  session.subscribe(() => undefined);
  session.set(ada);
  answer({ authenticated: false });
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(session.state().user).toEqual(ada);
});

it('signs out here when the server call fails, and tells the data layer', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const session = createSession(
    calls({
      authStatus: async () => ({ authenticated: true }),
      logout: () => Promise.reject(new Error('503')),
    }),
  );
  const signedOut = vi.fn();
  session.onSignedOut(signedOut);
  await settled(session);
  await session.logout();
  expect(session.state().user).toBeNull();
  expect(signedOut).toHaveBeenCalledTimes(1);
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

it('asks for the payment config once, and reads a failure as no config', async () => {
  const paymentConfig = vi.fn(() => Promise.reject(new Error('down')));
  const session = createSession(calls({ paymentConfig }));
  expect(await session.paymentConfig()).toBeUndefined();
  expect(await session.paymentConfig()).toBeUndefined();
  expect(paymentConfig).toHaveBeenCalledTimes(1);
});
