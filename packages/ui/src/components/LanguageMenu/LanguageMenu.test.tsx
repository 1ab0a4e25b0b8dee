import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../../provider/UiProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { LanguageMenu } from './LanguageMenu';

describe('LanguageMenu', () => {
  it('names the button with the code it shows and the language', () => {
    renderWithUi(<LanguageMenu locale="fr" onLocaleChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Language: FR (Français)' })).toHaveTextContent('FR');
  });

  it('names the button with the language when it shows the name', () => {
    renderWithUi(<LanguageMenu locale="en" label="name" onLocaleChange={() => {}} />, { locale: 'fr' });
    expect(screen.getByRole('button', { name: 'Langue\u00a0: English' })).toHaveTextContent('English');
  });

  it('checks the current language and reports the one picked', async () => {
    const onLocaleChange = vi.fn();
    renderWithUi(<LanguageMenu locale="en" onLocaleChange={onLocaleChange} />);
    await userEvent.click(screen.getByRole('button', { name: /language/i }));
    expect(await screen.findByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
  });

  it('is a link to the other language in the HTML, and the menu button once the app runs', async () => {
    const addresses = { en: '/pricing', fr: '/fr/pricing' };
    const html = renderToString(
      <UiProvider locale="en" appearance="light">
        <LanguageMenu locale="en" onLocaleChange={() => {}} addresses={addresses} />
      </UiProvider>,
    );
    expect(html).toMatch(/<a [^>]*href="\/fr\/pricing"/);
    expect(html).toMatch(/<a [^>]*role="button"/);
    expect(html).toMatch(/<a [^>]*data-language-choice="fr"/);

    const onLocaleChange = vi.fn();
    renderWithUi(<LanguageMenu locale="en" onLocaleChange={onLocaleChange} addresses={addresses} />);
    const button = screen.getByRole('button', { name: 'Language: EN (English)' });
    expect(button).not.toHaveAttribute('href');
    expect(button).not.toHaveAttribute('data-language-choice');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
  });

  it('opens on a press that comes while the page hydrates', async () => {
    // A press while React hydrates makes it hydrate at once, then it hands the press to the element under the
    // pointer: the pre-rendered link must still be that element, now the app's button.
    const addresses = { en: '/pricing', fr: '/fr/pricing' };
    const page = (
      <UiProvider locale="en" appearance="light">
        <LanguageMenu locale="en" onLocaleChange={() => {}} addresses={addresses} />
      </UiProvider>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    const link = container.querySelector('a')!;
    // Not in act(): hydration is scheduled, and has not run when the press comes (so React is told this is not
    // an act() environment, or it warns about every update outside one).
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const root = hydrateRoot(container, page);
    try {
      link.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
      expect(await screen.findByRole('menuitemradio', { name: 'Français' })).toBeInTheDocument();
    } finally {
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
