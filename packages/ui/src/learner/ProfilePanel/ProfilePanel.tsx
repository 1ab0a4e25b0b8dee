import { Avatar, Box, Flex, Text } from '@radix-ui/themes';
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { BusyButton } from '../../components/BusyButton';
import { FormError, requiredText } from '../../components/FormShell';
import { initialsOf } from '../../_internal/initials';
import { NameFields } from '../../_internal/NameFields';
import { Card } from '../../components/Card';
import { SuccessText } from '../_internal/SuccessText';
import { messages } from './ProfilePanel.messages';

export interface ProfileValues {
  /** Trimmed first name. */
  firstName: string;
  /** Trimmed last name. */
  lastName: string;
}

export interface ProfilePanelProps {
  /** The saved first name; the field starts with it. */
  firstName: string;
  /** The saved last name; the field starts with it. */
  lastName: string;
  /** Shown read-only; the email changes through EmailChangePanel. */
  email: string;
  /** Saves the names; resolve on success, reject on failure (with `submitError` set). */
  onSubmit: (values: ProfileValues) => Promise<void>;
  /** Why the last save failed (the server's message, or "Failed to update profile."). */
  submitError?: string;
  /** Forces the busy state. */
  isSubmitting?: boolean;
}

/** First and last name with the avatar initials and the read-only email. */
export function ProfilePanel({
  firstName,
  lastName,
  email,
  onSubmit,
  submitError,
  isSubmitting,
}: ProfilePanelProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () => yup.object({ firstName: requiredText(intl), lastName: requiredText(intl) }),
    [intl],
  );
  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        <Formik
          initialValues={{ firstName, lastName }}
          enableReinitialize
          validationSchema={schema}
          onSubmit={async (values) => {
            setSaved(false);
            const trimmed = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
            await onSubmit(trimmed).then(
              () => setSaved(true),
              () => undefined,
            );
          }}
        >
          {(formik) => (
            <Form noValidate onChange={() => setSaved(false)}>
              <Flex direction="column" gap="4">
                {/* Initials only: there is no photo upload, so no line promises one (issue 28). */}
                <span aria-hidden style={{ display: 'contents' }}>
                  <Avatar
                    size="6"
                    radius="full"
                    fallback={initialsOf(formik.values.firstName, formik.values.lastName, intl.locale)}
                  />
                </span>
                {submitError && (
                  <FormError title={intl.formatMessage(messages.failed)} message={submitError} />
                )}
                <NameFields
                  firstNameLabel={intl.formatMessage(messages.firstName)}
                  lastNameLabel={intl.formatMessage(messages.lastName)}
                />
                <Box>
                  <Text as="p" size="2" weight="medium">
                    {intl.formatMessage(messages.email)}
                  </Text>
                  <Text as="p" size="3">
                    {email}
                  </Text>
                  <Text as="p" size="1" color="gray">
                    {intl.formatMessage(messages.emailNote)}
                  </Text>
                </Box>
                <Flex gap="3" align="center" wrap="wrap">
                  <BusyButton
                    type="submit"
                    busy={Boolean(isSubmitting) || formik.isSubmitting}
                    busyLabel={intl.formatMessage(messages.saving)}
                    disabled={!formik.dirty}
                  >
                    {intl.formatMessage(messages.save)}
                  </BusyButton>
                  <SuccessText>{saved ? intl.formatMessage(messages.saved) : undefined}</SuccessText>
                </Flex>
              </Flex>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}
