import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { UiProvider } from '../../provider/UiProvider';
import { renderWithUi } from '../../test/renderWithUi';
import { AppearanceToggle } from './AppearanceToggle';

describe('AppearanceToggle', () => {
  it('names the button with the stored preference', () => {
    renderWithUi(<AppearanceToggle preference="system" appearance="dark" onPreferenceChange={() => {}} />, {
      locale: 'fr',
    });
    expect(screen.getByRole('button', { name: 'Thème\u00a0: Système' })).toBeInTheDocument();
  });

  it('offers light, dark and system, checks the preference and reports the one picked', async () => {
    const onPreferenceChange = vi.fn();
    renderWithUi(
      <AppearanceToggle preference="light" appearance="light" onPreferenceChange={onPreferenceChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Theme: Light' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'System' }));
    expect(onPreferenceChange).toHaveBeenCalledWith('system');
  });

  it('is a link to the page in the other theme in the HTML, and the menu button once the app runs', () => {
    const addresses = { light: '/about?theme=light', dark: '/about?theme=dark' };
    const html = renderToString(
      <UiProvider locale="en" appearance="light">
        <AppearanceToggle
          preference="system"
          appearance="light"
          onPreferenceChange={() => {}}
          addresses={addresses}
        />
      </UiProvider>,
    );
    expect(html).toMatch(/<a [^>]*href="\/about\?theme=dark"/);
    expect(html).toMatch(/<a [^>]*role="button"/);
    expect(html).toMatch(/<a [^>]*data-theme-choice="dark"/);
    renderWithUi(
      <AppearanceToggle
        preference="dark"
        appearance="dark"
        onPreferenceChange={() => {}}
        addresses={addresses}
      />,
    );
    const button = screen.getByRole('button', { name: 'Theme: Dark' });
    expect(button).not.toHaveAttribute('href');
    expect(button).not.toHaveAttribute('data-theme-choice');
  });
});
