export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
export {
  newPasswordFieldsPropDefs,
  newPasswordFieldsVariants,
  type NewPasswordFieldNames,
  type NewPasswordFieldsVariant,
} from './NewPasswordFields.props';
export { newPasswordRules } from './rules';
