import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    expect(button.tagName).toBe('BUTTON');
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
  });
});
