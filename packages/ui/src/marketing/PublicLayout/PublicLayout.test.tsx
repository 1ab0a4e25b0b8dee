import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { PublicLayout } from './PublicLayout';
import { publicUrls } from '../_internal/storyUrls.fixtures';

function renderLayout(locale: 'en' | 'fr' = 'en') {
  renderWithUi(
    <PublicLayout
      urls={publicUrls}
      currentPath="/"
      locale={locale}
      appearance="light"
      onLocaleChange={vi.fn()}
      onAppearancePreferenceChange={vi.fn()}
    >
      <h1>Page</h1>
    </PublicLayout>,
    { locale },
  );
}

describe('PublicLayout', () => {
  it('puts the page in the main landmark between the banner and the footer', () => {
    renderLayout();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers a skip link first in the tab order, pointing at the main landmark', async () => {
    renderLayout('fr');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
