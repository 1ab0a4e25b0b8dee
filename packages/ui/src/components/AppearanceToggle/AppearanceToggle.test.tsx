import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
