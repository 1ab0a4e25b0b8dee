import { useTests } from '@elearning/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { usePreferences } from '../lib/preferences';
import { storageKeys } from '../lib/storage';
import { fakeApi, json, sessionOf } from '../test/fakeApi';
import { renderRoutes } from '../test/renderRoutes';

const titles: Record<string, string> = { fr: 'Les fondamentaux de Kafka', en: 'Kafka fundamentals' };
function CatalogueProbe() {
  const { data } = useTests({ requireAuth: false });
  const { setLocale } = usePreferences();
  return (
    <>
      <p>{data?.[0]?.title ?? 'loading'}</p>
      <button onClick={() => setLocale('en')}>English</button>
    </>
  );
}

afterEach(() => localStorage.clear());

it('asks content in the UI language and refetches it when the learner switches language', async () => {
  localStorage.setItem(storageKeys.language, 'fr');
  const languages: (string | null)[] = [];
  const api = fakeApi({
    ...sessionOf(null),
    'GET /tests': (request: Request) => {
      const language = request.headers.get('Accept-Language');
      languages.push(language);
      return json({ success: true, data: [{ title: titles[language ?? 'en'] }] });
    },
  });
  renderRoutes([{ path: '/', element: <CatalogueProbe /> }], api);
  expect(await screen.findByText('Les fondamentaux de Kafka')).toBeInTheDocument();
  expect(languages).toEqual(['fr']);

  fireEvent.click(screen.getByRole('button', { name: 'English' }));
  expect(await screen.findByText('Kafka fundamentals')).toBeInTheDocument();
  await waitFor(() => expect(languages).toEqual(['fr', 'en']));
});
