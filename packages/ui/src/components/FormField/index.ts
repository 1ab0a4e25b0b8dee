export { FormField, FieldError, type FormFieldProps } from './FormField';
