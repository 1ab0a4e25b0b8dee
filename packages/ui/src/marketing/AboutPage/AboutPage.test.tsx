import { screen, within } from '@testing-library/react';
import { publicUrls } from '../_internal/storyUrls.fixtures';
import { renderWithUi } from '../../test/renderWithUi';
import { AboutPage } from './AboutPage';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const cardsOf = (section: string) =>
  within(screen.getByRole('region', { name: section }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('AboutPage', () => {
  it('says what the product is, how questions are written and what a report does', () => {
    renderWithUi(<AboutPage urls={publicUrls} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Practice for Apache Kafka, in English and French' }),
    ).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'What you find here',
      'How questions are written',
      'When a question is wrong',
      'Our mission',
    ]);
    expect(cardsOf('What you find here')).toEqual([
      'Practice tests',
      'Articles',
      'A typed lab',
      'Your results',
    ]);
    expect(cardsOf('How questions are written')).toEqual([
      'One exam domain each',
      'Explained answers',
      'Sources you can check',
      'Translated, not rewritten',
    ]);
  });

  it('gives the report-a-problem loop as numbered steps, in French too', () => {
    renderWithUi(<AboutPage urls={publicUrls} />, { locale: 'fr' });
    const loop = screen.getByRole('region', { name: 'Quand une question est fausse' });
    const steps = within(loop).getAllByRole('listitem');
    expect(within(loop).getByRole('list').tagName).toBe('OL');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Depuis la correction',
      'Dites ce qui ne va pas',
      'Conservé avec son contexte',
      'Lu et corrigé',
    ]);
    expect(steps[0]).toHaveTextContent(/^1Depuis la correction/);
  });

  it('names no person and no made-up figure', () => {
    const { container } = renderWithUi(<AboutPage urls={publicUrls} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).not.toMatch(/team members?|meet the team|founded|\d+\s?(M|K)\+|\d+ years/i);
  });

  it('sends Join Our Mission to the articles', () => {
    renderWithUi(<AboutPage urls={publicUrls} />);
    expect(screen.getByRole('link', { name: 'Join Our Mission' })).toHaveAttribute('href', '/articles');
  });
});
