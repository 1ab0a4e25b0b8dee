import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
