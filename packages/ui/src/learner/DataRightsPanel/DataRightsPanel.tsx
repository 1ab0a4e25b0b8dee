import { DownloadIcon, TrashIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import { Card } from '../../components/Card';
import { FormShell, currentPasswordText } from '../../components/FormShell';
import { PasswordField } from '../../components/PasswordField';
import { messages } from './DataRightsPanel.messages';

export interface DeleteAccountValues {
  currentPassword: string;
}

export interface DataRightsPanelProps {
  /** The JSON download of the learner's data (a same-origin link the browser saves). */
  exportHref: string;
  /** Deletes the account; resolve on success (the app then signs out), reject on failure. */
  onDelete: (values: DeleteAccountValues) => Promise<void>;
  /** Why the last deletion failed (the server's message). */
  deleteError?: string;
  /** A renewing subscription exists: say it is cancelled first. */
  hasSubscription?: boolean;
  /** Forces the busy state. */
  isDeleting?: boolean;
  /** Start with the deletion form open. */
  defaultOpen?: boolean;
}

/** Settings → Your data: the export download and the account deletion, confirmed by the password. */
export function DataRightsPanel({
  exportHref,
  onDelete,
  deleteError,
  hasSubscription = false,
  isDeleting,
  defaultOpen = false,
}: DataRightsPanelProps) {
  const intl = useIntl();
  const formId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const opened = useRef(false);
  const schema = useMemo(() => yup.object({ currentPassword: currentPasswordText(intl) }), [intl]);

  // Opening the form moves focus into it (the password), as a dialog would.
  useEffect(() => {
    if (!open) {
      opened.current = false;
      return;
    }
    if (!opened.current && !defaultOpen) {
      opened.current = true;
      document.getElementById(formId)?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
    }
  }, [open, formId, defaultOpen]);

  return (
    <Card.Root>
      <Card.Header
        title={intl.formatMessage(messages.title)}
        description={intl.formatMessage(messages.description)}
      />
      <Card.Body>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2" align="start">
            <Heading as="h3" size="3">
              {intl.formatMessage(messages.exportTitle)}
            </Heading>
            <Text as="p" size="2" color="gray">
              {intl.formatMessage(messages.exportText)}
            </Text>
            <Button asChild variant="soft">
              <a href={exportHref} download="kafka-learning-data.json">
                <DownloadIcon aria-hidden />
                {intl.formatMessage(messages.exportAction)}
              </a>
            </Button>
          </Flex>
          <Separator size="4" />
          <Flex direction="column" gap="2" align="start">
            <Heading as="h3" size="3">
              {intl.formatMessage(messages.deleteTitle)}
            </Heading>
            <Text as="p" size="2" color="gray">
              {intl.formatMessage(messages.deleteText)}
            </Text>
            {hasSubscription && (
              <Text as="p" size="2" weight="medium">
                {intl.formatMessage(messages.subscriptionNote)}
              </Text>
            )}
            {!open && (
              <Button
                color="red"
                variant="soft"
                aria-expanded={false}
                aria-controls={formId}
                onClick={() => setOpen(true)}
              >
                <TrashIcon aria-hidden />
                {intl.formatMessage(messages.deleteOpen)}
              </Button>
            )}
            {open && (
              <Box width="100%">
                <FormShell
                  initialValues={{ currentPassword: '' }}
                  validationSchema={schema}
                  onSubmit={async ({ currentPassword }) => {
                    await onDelete({ currentPassword }).catch(() => undefined);
                  }}
                  submitError={deleteError}
                  submitErrorTitle={intl.formatMessage(messages.failed)}
                  isSubmitting={isDeleting}
                  id={formId}
                  maxWidth="480px"
                >
                  <Callout.Root color="red" role="note">
                    <Callout.Text>{intl.formatMessage(messages.confirmText)}</Callout.Text>
                  </Callout.Root>
                  <PasswordField
                    name="currentPassword"
                    autoComplete="current-password"
                    label={intl.formatMessage(messages.currentPassword)}
                    toggleLabel={intl.formatMessage(messages.showCurrent)}
                  />
                  <Flex gap="3" wrap="wrap">
                    <FormShell.Submit color="red" busyLabel={intl.formatMessage(messages.deleting)}>
                      {intl.formatMessage(messages.deleteConfirm)}
                    </FormShell.Submit>
                    <Button type="button" variant="soft" color="gray" onClick={() => setOpen(false)}>
                      {intl.formatMessage(messages.cancel)}
                    </Button>
                  </Flex>
                </FormShell>
              </Box>
            )}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
