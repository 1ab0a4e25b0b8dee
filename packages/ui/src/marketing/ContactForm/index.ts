export { ContactForm, type ContactFormProps } from './ContactForm';
export type { ContactFormValues } from './contactSchema';
export { contactToastMessages } from './ContactForm.messages';
