import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderWithUi } from '../../test/renderWithUi';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('shows and hides the password with a pressed toggle', async () => {
    renderWithUi(
      <Formik initialValues={{ password: 'secret' }} onSubmit={() => {}}>
        <PasswordField name="password" label="Password" />
      </Formik>,
      { locale: 'fr' },
    );
    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
