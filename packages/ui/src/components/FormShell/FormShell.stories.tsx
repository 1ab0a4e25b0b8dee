import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import * as yup from 'yup';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../FormField';
import { FormShell, type FormShellProps } from './FormShell';
import { emailText } from './validation';

/** The story's own sample texts in both languages; field errors come from the real, translated rules. */
const sample = {
  en: { save: 'Save', saving: 'Saving…', failedTitle: 'Saving failed', failed: 'The server is unavailable.' },
  fr: {
    save: 'Enregistrer',
    saving: 'Enregistrement…',
    failedTitle: "Échec de l'enregistrement",
    failed: 'Le serveur est indisponible.',
  },
} as const;

function LocalizedForm(args: FormShellProps<{ email: string }>) {
  const intl = useIntl();
  const text = sample[intl.locale.startsWith('fr') ? 'fr' : 'en'];
  const schema = useMemo(() => yup.object({ email: emailText(intl) }), [intl]);
  return (
    <FormShell
      {...args}
      validationSchema={schema}
      submitError={args.submitError && text.failed}
      submitErrorTitle={args.submitErrorTitle && text.failedTitle}
    >
      <FormField name="email" type="email" label="Email" />
      <FormShell.Submit busyLabel={text.saving}>{text.save}</FormShell.Submit>
    </FormShell>
  );
}

const meta = {
  title: 'Components/FormShell',
  tags: ['stable'],
  component: FormShell,
  args: { initialValues: { email: '' }, onSubmit: fn(), children: null },
  render: (args) => <LocalizedForm {...args} />,
} satisfies Meta<typeof FormShell<{ email: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Busy: Story = { args: { isSubmitting: true } };

export const WithError: Story = {
  args: { submitError: 'The server is unavailable.', submitErrorTitle: 'Saving failed' },
};

export const Narrow: Story = { args: { maxWidth: '320px' } };

export const ShowsFieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Save|Enregistrer)$/ }));
    await expect(
      await within(canvasElement).findByText(/^(Email is required\.|L'email est requis\.)$/),
    ).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
