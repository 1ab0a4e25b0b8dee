import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormShell } from '../FormShell';
import { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
import { defaultNewPasswordFieldNames } from './NewPasswordFields.props';
import { newPasswordRules } from './rules';

/** For stories and tests only: the block in a form that checks it with its own rules. */
export function NewPasswordFormExample({
  onSubmit,
  submitLabel,
  ...props
}: NewPasswordFieldsProps & { onSubmit: (values: Record<string, string>) => void; submitLabel: string }) {
  const intl = useIntl();
  const names = props.names ?? defaultNewPasswordFieldNames;
  const schema = useMemo(() => yup.object(newPasswordRules(intl, names)), [intl, names]);
  return (
    <FormShell
      initialValues={{ [names.password]: '', [names.confirmation]: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values)}
      maxWidth="400px"
    >
      <NewPasswordFields {...props} />
      <FormShell.Submit busyLabel={submitLabel}>{submitLabel}</FormShell.Submit>
    </FormShell>
  );
}
