import type { Decorator } from '@storybook/react-vite';
import { Form, Formik } from 'formik';

/** Story decorator: a Formik form around a field, with the story's `initialValues` parameter. */
export const withForm: Decorator = (Story, { parameters }) => (
  <Formik
    initialValues={(parameters.initialValues as Record<string, string>) ?? {}}
    initialTouched={(parameters.initialTouched as Record<string, boolean>) ?? {}}
    initialErrors={(parameters.initialErrors as Record<string, string>) ?? {}}
    onSubmit={() => {}}
  >
    <Form noValidate style={{ maxWidth: 400 }}>
      <Story />
    </Form>
  </Formik>
);
