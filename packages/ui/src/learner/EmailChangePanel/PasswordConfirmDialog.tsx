import { Button, Dialog, Flex, Strong } from '@radix-ui/themes';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { PasswordField } from '../../components/PasswordField';
import { FormShell, FormError, currentPasswordText } from '../../components/FormShell';
import { messages } from './EmailChangePanel.messages';

export interface PasswordConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  newEmail: string;
  /** Resolve when the code was sent; reject to stay open. */
  onConfirm: (currentPassword: string) => Promise<void>;
  error?: string;
}

/** The modal asking for the current password before a code is sent to the new address. */
export function PasswordConfirmDialog({
  open,
  onOpenChange,
  newEmail,
  onConfirm,
  error,
}: PasswordConfirmDialogProps) {
  const intl = useIntl();
  const schema = useMemo(() => yup.object({ currentPassword: currentPasswordText(intl) }), [intl]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="460px">
        <Dialog.Title>{intl.formatMessage(messages.dialogTitle)}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          <FormattedMessage
            {...messages.dialogText}
            values={{ email: newEmail, b: (c) => <Strong>{c}</Strong> }}
          />
        </Dialog.Description>
        <FormShell
          initialValues={{ currentPassword: '' }}
          validationSchema={schema}
          onSubmit={async ({ currentPassword }) => {
            await onConfirm(currentPassword).catch(() => undefined);
          }}
        >
          {error && <FormError title={intl.formatMessage(messages.requestFailed)} message={error} />}
          <PasswordField
            name="currentPassword"
            autoComplete="current-password"
            label={intl.formatMessage(messages.currentPassword)}
          />
          <Flex gap="3" justify="end">
            <Dialog.Close>
              <Button type="button" variant="soft" color="gray">
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Dialog.Close>
            <FormShell.Submit busyLabel={intl.formatMessage(messages.sending)}>
              {intl.formatMessage(messages.confirm)}
            </FormShell.Submit>
          </Flex>
        </FormShell>
      </Dialog.Content>
    </Dialog.Root>
  );
}
