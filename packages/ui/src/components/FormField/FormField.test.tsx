import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderWithUi } from '../../test/renderWithUi';
import { FormField } from './FormField';

function setup(props: Partial<Parameters<typeof FormField>[0]> = {}, errors: Record<string, string> = {}) {
  renderWithUi(
    <Formik
      initialValues={{ code: '' }}
      initialErrors={errors}
      initialTouched={{ code: true }}
      onSubmit={() => {}}
    >
      <FormField name="code" label="Code" {...props} />
    </Formik>,
  );
  return screen.getByLabelText('Code');
}

describe('FormField', () => {
  it('ties its error and hint to the input', () => {
    const input = setup({ hint: 'Six digits' }, { code: 'Required' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required Six digits');
  });

  it('prefers an external error to the field’s own', () => {
    const input = setup({ externalError: 'Taken' }, { code: 'Required' });
    expect(input).toHaveAccessibleDescription('Taken');
  });

  it('stores what normalize makes of the typing', async () => {
    const input = setup({ normalize: (v) => v.toUpperCase() });
    await userEvent.type(input, 'ab');
    expect(input).toHaveValue('AB');
  });
});
