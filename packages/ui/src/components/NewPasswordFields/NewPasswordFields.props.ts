/**
 * `change`: replacing a password (forced change, settings): "New password" and "Confirm new password".
 * `create`: an account's first password (sign-up): "Password" and "Confirm password".
 */
export const newPasswordFieldsVariants = ['change', 'create'] as const;

export type NewPasswordFieldsVariant = (typeof newPasswordFieldsVariants)[number];

export const newPasswordFieldsPropDefs = {
  variant: { type: 'enum', values: newPasswordFieldsVariants, default: 'change' },
} as const;

/** The form field names the block fills in; the schema rules use the same names. */
export interface NewPasswordFieldNames {
  password: string;
  confirmation: string;
}

export const defaultNewPasswordFieldNames: NewPasswordFieldNames = {
  password: 'newPassword',
  confirmation: 'confirmPassword',
};
