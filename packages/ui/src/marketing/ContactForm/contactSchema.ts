import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import { messages } from './ContactForm.messages';

/** What the visitor sends; the contact message of the API. */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const contactFields = ['name', 'email', 'subject', 'message'] as const;

// A basic shape check (something@something.tld), as the spec asks; the server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact rules, with error texts in the visitor's language. */
export function contactSchema(intl: IntlShape) {
  const t = intl.formatMessage;
  return object({
    name: string().trim().required(t(messages.nameRequired)),
    email: string()
      .trim()
      .required(t(messages.emailRequired))
      .matches(EMAIL_PATTERN, t(messages.emailInvalid)),
    subject: string().trim().required(t(messages.subjectRequired)),
    message: string().trim().required(t(messages.messageRequired)),
  });
}
