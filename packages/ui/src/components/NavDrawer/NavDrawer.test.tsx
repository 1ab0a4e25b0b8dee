import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../../test/renderWithUi';
import { NavDrawer } from './NavDrawer';

function setup() {
  renderWithUi(
    <NavDrawer>
      <a href="#about" onClick={(event) => event.preventDefault()}>
        About
      </a>
      <p>Not a link</p>
    </NavDrawer>,
  );
}

describe('NavDrawer', () => {
  it('opens a titled dialog from the menu button', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });

  it('closes when a link is followed, not on other clicks', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByText('Not a link'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes with its close button', async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
