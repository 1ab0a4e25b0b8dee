import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { LanguageMenu } from '../components/LanguageMenu';
import { NavDrawer } from '../components/NavDrawer';
import { renderWithUi } from '../test/renderWithUi';
import { DeferredPopup } from './DeferredPopup';

describe('DeferredPopup', () => {
  it('loads the popup only when the trigger is hovered, focused or pressed', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the popup</p> }));
    const Popup = lazy(load);
    const preload = vi.fn();
    renderWithUi(
      <DeferredPopup trigger={<button>Open</button>} kind="dialog" preload={preload}>
        <Popup />
      </DeferredPopup>,
    );
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(load).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    expect(preload).toHaveBeenCalled();
    expect(await screen.findByText('the popup')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens a menu from the keyboard, and Escape returns the focus to its button', async () => {
    const onLocaleChange = vi.fn();
    renderWithUi(<LanguageMenu locale="en" onLocaleChange={onLocaleChange} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /language/i })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The first opening: the menu itself has the focus (the press came before Radix listened for keys).
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: /language/i })).toHaveFocus());
    // Loaded now: it opens as a Radix menu does, first item focused from the keyboard.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onLocaleChange).toHaveBeenCalledWith('fr');
  });

  it('opens the drawer on the first click and gives the focus back to its button on close', async () => {
    renderWithUi(
      <NavDrawer>
        <a href="/about">About</a>
      </NavDrawer>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('About');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
