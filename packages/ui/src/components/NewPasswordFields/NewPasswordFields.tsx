import { useIntl } from 'react-intl';
import { passwordHint } from '../FormShell/validation';
import { PasswordField } from '../PasswordField';
import { messages } from './NewPasswordFields.messages';
import {
  defaultNewPasswordFieldNames,
  newPasswordFieldsPropDefs,
  type NewPasswordFieldNames,
  type NewPasswordFieldsVariant,
} from './NewPasswordFields.props';

const labels = {
  change: {
    password: messages.newPassword,
    confirmation: messages.confirmNewPassword,
    showPassword: messages.showNewPassword,
  },
  create: {
    password: messages.password,
    confirmation: messages.confirmPassword,
    showPassword: messages.showPassword,
  },
} as const satisfies Record<NewPasswordFieldsVariant, unknown>;

export interface NewPasswordFieldsProps {
  /** Replacing a password (`change`) or choosing an account's first one (`create`); decides the labels. */
  variant?: NewPasswordFieldsVariant;
  /** The form's field names; `newPassword` and `confirmPassword` when omitted. */
  names?: NewPasswordFieldNames;
}

/**
 * A password being chosen and its confirmation, inside a `FormShell` whose schema spreads
 * `newPasswordRules(intl, names)`: the length hint, show/hide toggles and every error come from here.
 */
export function NewPasswordFields({
  variant = newPasswordFieldsPropDefs.variant.default,
  names = defaultNewPasswordFieldNames,
}: NewPasswordFieldsProps) {
  const intl = useIntl();
  const text = labels[variant];
  return (
    <>
      <PasswordField
        name={names.password}
        autoComplete="new-password"
        label={intl.formatMessage(text.password)}
        hint={passwordHint(intl)}
        toggleLabel={intl.formatMessage(text.showPassword)}
      />
      <PasswordField
        name={names.confirmation}
        autoComplete="new-password"
        label={intl.formatMessage(text.confirmation)}
        toggleLabel={intl.formatMessage(messages.showConfirmation)}
      />
    </>
  );
}
