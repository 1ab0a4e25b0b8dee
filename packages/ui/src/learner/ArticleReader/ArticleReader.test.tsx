import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { sampleReaderArticle } from './ArticleReader.fixtures';
import { ArticleReader } from './ArticleReader';
import { sampleLearnerUrls } from '../_internal/learnerUrls.fixtures';

async function answer(choices: number[]) {
  const groups = screen.getAllByRole('radiogroup');
  for (const [index, choice] of choices.entries()) {
    await userEvent.click(within(groups[index]!).getAllByRole('radio')[choice]!);
  }
}

describe('ArticleReader', () => {
  it('renders the article with its sections and a way back', () => {
    renderWithUi(<ArticleReader urls={sampleLearnerUrls} article={sampleReaderArticle.en} />);
    expect(screen.getByRole('heading', { level: 1, name: sampleReaderArticle.en.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'A section with a command' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to articles' })).toHaveAttribute('href', '/articles');
    expect(screen.getByText('15 min read · Sample Author · January 15, 2025')).toBeInTheDocument();
  });

  it('submits only once every question is answered, then scores and explains', async () => {
    renderWithUi(<ArticleReader urls={sampleLearnerUrls} article={sampleReaderArticle.en} />);
    const submit = screen.getByRole('button', { name: 'Submit answers' });
    await answer([1, 1]);
    expect(submit).toBeDisabled();
    await answer([1, 1, 0]);
    await userEvent.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent('You scored 2 out of 3 (67%).');
    expect(screen.getAllByText('Correct')).toHaveLength(2);
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(
      screen.getByText('Sample explanation 3: with acks=all the leader waits for every in-sync replica.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('radio').every((radio) => radio.hasAttribute('disabled'))).toBe(true);
  });

  it('retakes from a clean slate', async () => {
    renderWithUi(<ArticleReader urls={sampleLearnerUrls} article={sampleReaderArticle.en} />);
    await answer([1, 1, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('status')).toHaveTextContent('You scored 3 out of 3 (100%).');
    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Submit answers' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Knowledge Check' })).toHaveFocus();
  });

  it('reads and scores in French', async () => {
    renderWithUi(<ArticleReader urls={sampleLearnerUrls} article={sampleReaderArticle.fr} />, {
      locale: 'fr',
    });
    await answer([0, 1, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Valider mes réponses' }));
    expect(screen.getByRole('status')).toHaveTextContent('Vous avez obtenu 2 sur 3 (67 %).');
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
  });

  it('reports a passed check only when every answer is right', async () => {
    const onCheckPassed = vi.fn();
    renderWithUi(
      <ArticleReader
        urls={sampleLearnerUrls}
        article={sampleReaderArticle.en}
        onCheckPassed={onCheckPassed}
      />,
    );
    await answer([1, 1, 0]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onCheckPassed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    await answer([1, 1, 2]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(onCheckPassed).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-out reader the first section and a sign-up prompt, without the check', () => {
    renderWithUi(
      <ArticleReader
        urls={sampleLearnerUrls}
        article={sampleReaderArticle.en}
        preview={{ signUpHref: '/signup', loginHref: '/login' }}
      />,
    );
    const [first, second] = sampleReaderArticle.en.sections;
    expect(screen.getByRole('heading', { level: 2, name: first!.heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: second!.heading })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Knowledge Check' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Read the rest with a free account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
