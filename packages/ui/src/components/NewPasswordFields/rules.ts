import type { IntlShape } from 'react-intl';
import { confirmationOf, newPasswordText } from '../FormShell/validation';
import { messages } from './NewPasswordFields.messages';
import { defaultNewPasswordFieldNames, type NewPasswordFieldNames } from './NewPasswordFields.props';

/**
 * The one rule for a chosen password and its confirmation (length, then equality), keyed by the field names,
 * to spread into a form's `yup.object({ … })`.
 */
export function newPasswordRules(
  intl: IntlShape,
  names: NewPasswordFieldNames = defaultNewPasswordFieldNames,
) {
  return {
    [names.password]: newPasswordText(intl),
    [names.confirmation]: confirmationOf(intl, names.password, intl.formatMessage(messages.mismatch)),
  };
}
