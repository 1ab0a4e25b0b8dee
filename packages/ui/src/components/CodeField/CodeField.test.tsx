import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderWithUi } from '../../test/renderWithUi';
import { CodeField } from './CodeField';

describe('CodeField', () => {
  it('keeps only the six digits of what is typed or pasted', async () => {
    renderWithUi(
      <Formik initialValues={{ code: '' }} onSubmit={() => {}}>
        <CodeField name="code" label="Code" />
      </Formik>,
    );
    const input = screen.getByLabelText('Code');
    await userEvent.click(input);
    await userEvent.paste('123-4567');
    expect(input).toHaveValue('123456');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });
});
