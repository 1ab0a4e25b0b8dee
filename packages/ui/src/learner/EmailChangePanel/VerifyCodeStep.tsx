import { Button, Flex, Strong, Text } from '@radix-ui/themes';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { CodeField } from '../../components/CodeField';
import { FormShell, FormError, codeText } from '../../components/FormShell';
import { messages } from './EmailChangePanel.messages';

export interface VerifyCodeStepProps {
  newEmail: string;
  /** Resolve when the email was changed; reject to stay on the code. */
  onVerify: (code: string) => Promise<void>;
  onCancel: () => void;
  error?: string;
}

/** The 6-digit code sent to the new address, and Verify. */
export function VerifyCodeStep({ newEmail, onVerify, onCancel, error }: VerifyCodeStepProps) {
  const intl = useIntl();
  const schema = useMemo(() => yup.object({ code: codeText(intl) }), [intl]);
  return (
    <FormShell
      initialValues={{ code: '' }}
      validationSchema={schema}
      onSubmit={async ({ code }) => {
        await onVerify(code).catch(() => undefined);
      }}
      maxWidth="480px"
    >
      <Text as="p" size="2">
        <FormattedMessage
          {...messages.enterCode}
          values={{ email: newEmail, b: (c) => <Strong>{c}</Strong> }}
        />
      </Text>
      {error && <FormError title={intl.formatMessage(messages.verifyFailed)} message={error} />}
      <CodeField name="code" label={intl.formatMessage(messages.code)} />
      <Flex gap="3" wrap="wrap">
        <FormShell.Submit busyLabel={intl.formatMessage(messages.verifying)}>
          {intl.formatMessage(messages.verify)}
        </FormShell.Submit>
        <Button type="button" variant="soft" color="gray" onClick={onCancel}>
          {intl.formatMessage(messages.useAnother)}
        </Button>
      </Flex>
    </FormShell>
  );
}
