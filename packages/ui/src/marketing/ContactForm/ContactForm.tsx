import { Button, Flex, Grid, Spinner, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import {
  useId,
  useMemo,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FormEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { messages } from './ContactForm.messages';
import { contactFields, contactSchema, type ContactFormValues } from './contactSchema';
import { FormField } from './FormField';
import { SendOutcome } from './SendOutcome';

const empty: ContactFormValues = { name: '', email: '', subject: '', message: '' };
const allTouched = { name: true, email: true, subject: true, message: true };

export interface ContactFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** Sends the message; resolve on success (the form empties), reject on failure (the values stay). */
  onSubmit: (values: ContactFormValues) => Promise<void>;
  /** Why the last send failed, shown above the button; omit when there is none. */
  submitError?: string;
  /** Shows the busy state whatever the form's own state (the form is also busy while `onSubmit` runs). */
  isSubmitting?: boolean;
  /** Values to start from, e.g. a subject chosen elsewhere. */
  initialValues?: Partial<ContactFormValues>;
  /**
   * Starts with the confirmation shown: a message the server took before the app ran (the form's `action`,
   * with `method="post"`: the browser sends it itself from pre-rendered HTML, or without JavaScript).
   */
  defaultSent?: boolean;
}

/** The contact form: four required fields checked on submit, a busy state, and the outcome of the send. */
export function ContactForm({
  onSubmit,
  submitError,
  isSubmitting,
  initialValues,
  defaultSent = false,
  ...rest
}: ContactFormProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idPrefix = useId();
  const [attempted, setAttempted] = useState(false);
  const [sent, setSent] = useState(defaultSent);
  const schema = useMemo(() => contactSchema(intl), [intl]);
  const formik = useFormik<ContactFormValues>({
    initialValues: { ...empty, ...initialValues },
    validationSchema: schema,
    validateOnBlur: false,
    // Checked on submit; after a first attempt, errors clear as the visitor fixes them.
    validateOnChange: attempted,
    onSubmit: async (values, helpers) => {
      const trimmed = {
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
      };
      try {
        await onSubmit(trimmed);
        helpers.resetForm({ values: empty });
        setAttempted(false);
        setSent(true);
      } catch {
        // The container reports the failure through submitError; the values stay for another try.
      }
    },
  });
  const busy = Boolean(isSubmitting) || formik.isSubmitting;

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setAttempted(true);
    setSent(false);
    const errors = await formik.validateForm();
    const firstInvalid = contactFields.find((field) => errors[field]);
    if (firstInvalid) {
      void formik.setTouched(allTouched, false);
      (form.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    await formik.submitForm();
  };

  const field = (name: (typeof contactFields)[number]) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: formik.values[name],
    error: formik.touched[name] ? formik.errors[name] : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setSent(false);
      formik.handleChange(event);
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={busy || undefined} {...rest}>
      <Flex direction="column" gap="4">
        <Text size="2" color="gray">
          {t(messages.allRequired)}
        </Text>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormField
            {...field('name')}
            label={t(messages.nameLabel)}
            placeholder={t(messages.namePlaceholder)}
            autoComplete="name"
          />
          <FormField
            {...field('email')}
            type="email"
            label={t(messages.emailLabel)}
            placeholder={t(messages.emailPlaceholder)}
            autoComplete="email"
          />
        </Grid>
        <FormField
          {...field('subject')}
          label={t(messages.subjectLabel)}
          placeholder={t(messages.subjectPlaceholder)}
        />
        <FormField
          {...field('message')}
          multiline
          label={t(messages.messageLabel)}
          placeholder={t(messages.messagePlaceholder)}
        />
        <SendOutcome submitError={submitError} sent={sent} />
        <Flex justify="end">
          <Button type="submit" size="3" disabled={busy}>
            {busy && <Spinner aria-hidden />}
            {t(busy ? messages.sending : messages.send)}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
