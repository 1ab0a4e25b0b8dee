import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as yup from 'yup';
import { renderWithUi } from '../../test/renderWithUi';
import { FormField } from '../FormField';
import { FormShell } from './FormShell';

const schema = yup.object({ email: yup.string().required('Email is required.') });

describe('FormShell', () => {
  it('renders its submit disabled in pre-rendered HTML: the browser must not submit the form itself', () => {
    const html = renderToString(
      <FormShell initialValues={{ email: '' }} onSubmit={() => {}}>
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </FormShell>,
    );
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    expect(html).not.toMatch(/<form[^>]*method=/);
  });

  it('with an action, posts there from pre-rendered HTML: its submit works before the app runs', () => {
    const html = renderToString(
      <FormShell initialValues={{ email: '' }} onSubmit={() => {}} action="/fr/login">
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </FormShell>,
    );
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<form[^>]*action="\/fr\/login"/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('submits valid values and is busy until the submission settles', async () => {
    let settle = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    renderWithUi(
      <FormShell initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <FormField name="email" label="Email" />
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </FormShell>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.c');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.c' }, expect.anything());
    settle();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('shows the field errors instead of submitting invalid values', async () => {
    const onSubmit = vi.fn();
    renderWithUi(
      <FormShell initialValues={{ email: '' }} validationSchema={schema} onSubmit={onSubmit}>
        <FormField name="email" label="Email" />
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </FormShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('announces the submission error and honours a forced busy state', () => {
    renderWithUi(
      <FormShell
        initialValues={{}}
        onSubmit={() => {}}
        submitError="Down"
        submitErrorTitle="Failed"
        isSubmitting
      >
        <FormShell.Submit busyLabel="Saving…">Save</FormShell.Submit>
      </FormShell>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('FailedDown');
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });
});
