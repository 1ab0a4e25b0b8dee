import { Flex } from '@radix-ui/themes';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { FormError } from './FormError';
import { FormShellContext } from './FormShellContext';
import { FormSubmit } from './FormSubmit';

export interface FormShellProps<Values extends FormikValues> {
  /** The fields' starting values. */
  initialValues: Values;
  /** The yup schema, built with the intl object so its errors are translated. */
  validationSchema?: AnyObjectSchema;
  /** Runs with valid values; the form is busy until the promise settles. */
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => void | Promise<unknown>;
  /** Start over when `initialValues` change (e.g. the saved profile arrives). */
  enableReinitialize?: boolean;
  /** Why the last submission failed; shown as an alert above the fields. */
  submitError?: string;
  /** The alert's bold first line, e.g. "Login failed". */
  submitErrorTitle?: string;
  /** Forces the busy state (e.g. while the container redirects after success). */
  isSubmitting?: boolean;
  /** The `<form>` element's id (e.g. for a toggle's aria-controls). */
  id?: string;
  /** Caps the fields' column width. */
  maxWidth?: string;
  /**
   * Where the form posts before the app runs (a server route that does what `onSubmit` does, then redirects): a
   * pre-rendered form then works at once, and without JavaScript. Without it the submit waits for the app.
   */
  action?: string;
  /** The fields and a `FormShell.Submit`; a function receives the Formik state. */
  children: ReactNode | ((formik: FormikProps<Values>) => ReactNode);
}

/**
 * The form every screen repeated: Formik with a yup schema, a `<form noValidate>`, a column of fields with the
 * submission's error first, and a submit button that shows it is busy.
 */
function FormShellRoot<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  enableReinitialize,
  submitError,
  submitErrorTitle,
  isSubmitting,
  id,
  maxWidth,
  action,
  children,
}: FormShellProps<Values>) {
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      enableReinitialize={enableReinitialize}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <FormShellContext.Provider
          value={{ busy: Boolean(isSubmitting) || formik.isSubmitting, posts: action !== undefined }}
        >
          <Form noValidate id={id} {...(action !== undefined && { method: 'post', action })}>
            <Flex direction="column" gap="4" maxWidth={maxWidth}>
              {submitError && <FormError title={submitErrorTitle} message={submitError} />}
              {typeof children === 'function' ? children(formik) : children}
            </Flex>
          </Form>
        </FormShellContext.Provider>
      )}
    </Formik>
  );
}

/** `FormShell` and its submit button `FormShell.Submit`. */
export const FormShell = Object.assign(FormShellRoot, { Submit: FormSubmit });
