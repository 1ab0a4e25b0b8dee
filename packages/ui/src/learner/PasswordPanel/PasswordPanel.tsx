import { Button, Flex } from '@radix-ui/themes';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { PasswordField } from '../../components/PasswordField';
import { FormShell, currentPasswordText } from '../../components/FormShell';
import { NewPasswordFields, newPasswordRules } from '../../components/NewPasswordFields';
import { Card } from '../../components/Card';
import { SuccessText } from '../_internal/SuccessText';
import { messages } from './PasswordPanel.messages';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
}

export interface PasswordPanelProps {
  /** Changes the password; resolve on success (the panel closes and clears), reject on failure. */
  onSubmit: (values: PasswordChangeValues) => Promise<void>;
  /** Why the last change failed (the server's message, or "Failed to update password."). */
  submitError?: string;
  /** Forces the busy state. */
  isSubmitting?: boolean;
  /** Start with the form open. */
  defaultOpen?: boolean;
}

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A Change Password toggle opening current, new and confirmation fields; cancel or success clears them. */
export function PasswordPanel({
  onSubmit,
  submitError,
  isSubmitting,
  defaultOpen = false,
}: PasswordPanelProps) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [saved, setSaved] = useState(false);
  const schema = useMemo(
    () =>
      yup.object({
        currentPassword: currentPasswordText(intl),
        ...newPasswordRules(intl),
      }),
    [intl],
  );
  const toggle = (
    <Button
      variant="soft"
      aria-expanded={open}
      aria-controls={formId}
      onClick={() => {
        setSaved(false);
        setOpen(!open);
      }}
    >
      {intl.formatMessage(messages.open)}
    </Button>
  );

  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
        aside={toggle}
      />
      <Card.Body>
        <SuccessText>{saved ? intl.formatMessage(messages.saved) : undefined}</SuccessText>
        {open && (
          // Unmounting the form on close is what clears its fields.
          <FormShell
            initialValues={empty}
            validationSchema={schema}
            onSubmit={async ({ currentPassword, newPassword }) => {
              await onSubmit({ currentPassword, newPassword }).then(
                () => {
                  setOpen(false);
                  setSaved(true);
                },
                () => undefined,
              );
            }}
            submitError={submitError}
            submitErrorTitle={intl.formatMessage(messages.failed)}
            isSubmitting={isSubmitting}
            id={formId}
            maxWidth="480px"
          >
            <PasswordField
              name="currentPassword"
              autoComplete="current-password"
              label={intl.formatMessage(messages.currentPassword)}
              toggleLabel={intl.formatMessage(messages.showCurrent)}
            />
            <NewPasswordFields />
            <Flex gap="3">
              <FormShell.Submit busyLabel={intl.formatMessage(messages.saving)}>
                {intl.formatMessage(messages.save)}
              </FormShell.Submit>
              <Button type="button" variant="soft" color="gray" onClick={() => setOpen(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Flex>
          </FormShell>
        )}
      </Card.Body>
    </Card.Root>
  );
}
