import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Text, TextArea, TextField } from '@radix-ui/themes';
import type { ChangeEvent } from 'react';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  error?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby) and not told by colour alone. */
export function FormField({ id, label, error, multiline, type = 'text', ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  const a11y = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    'aria-required': true,
    style: error ? { boxShadow: 'inset 0 0 0 1px var(--red-8)' } : undefined,
  } as const;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {multiline ? (
        <TextArea size="3" rows={6} color={error ? 'red' : undefined} {...a11y} {...input} />
      ) : (
        <TextField.Root size="3" type={type} color={error ? 'red' : undefined} {...a11y} {...input} />
      )}
      {error && (
        <Flex asChild align="center" gap="1">
          <Text id={errorId} size="2" color="red">
            <ExclamationTriangleIcon aria-hidden style={{ flexShrink: 0 }} />
            {error}
          </Text>
        </Flex>
      )}
    </Flex>
  );
}
