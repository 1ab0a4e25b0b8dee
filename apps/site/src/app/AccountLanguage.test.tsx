import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useAuth } from '../lib/auth';
import { usePreferences } from '../lib/preferences';
import { storageKeys } from '../lib/storage';
import { fakeApi, json, learner, sessionOf } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';

function LanguageSwitch() {
  const { locale, setLocale } = usePreferences();
  if (useAuth().isLoading) return <p>loading</p>;
  return <button onClick={() => setLocale(locale === 'en' ? 'fr' : 'en')}>{`switch from ${locale}`}</button>;
}

afterEach(() => localStorage.clear());

function recordingApi(user: typeof learner | null) {
  const saved: unknown[] = [];
  const api = fakeApi({
    ...sessionOf(user),
    'PUT /users/language': async (request: Request) => {
      saved.push(await request.json());
      return json({ success: true, message: 'Language saved.' });
    },
  });
  return { api, saved };
}

it("stores a signed-in learner's switch on the account, and nothing on load", async () => {
  localStorage.setItem(storageKeys.language, 'en');
  const { api, saved } = recordingApi(learner);
  renderRoutes([{ path: '/', element: <LanguageSwitch /> }], api);
  fireEvent.click(await screen.findByRole('button', { name: 'switch from en' }));
  await waitFor(() => expect(saved).toEqual([{ language: 'fr' }]));
});

it('sends nothing for a visitor', async () => {
  localStorage.setItem(storageKeys.language, 'en');
  const { api, saved } = recordingApi(null);
  renderRoutes([{ path: '/', element: <LanguageSwitch /> }], api);
  fireEvent.click(await screen.findByRole('button', { name: 'switch from en' }));
  expect(await screen.findByRole('button', { name: 'switch from fr' })).toBeInTheDocument();
  expect(saved).toEqual([]);
});
