import { ExclamationTriangleIcon } from '@radix-ui/react-icons';
import { Flex, Text, TextField } from '@radix-ui/themes';
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

export interface FormFieldProps extends Omit<
  TextField.RootProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'id' | 'children'
> {
  /** Formik field name. */
  name: string;
  /** Visible label. */
  label: string;
  /** Help shown under the field (e.g. the password rule). */
  hint?: string;
  /** An error from outside the form's own rules (e.g. "email already in use"); wins over the field's error. */
  externalError?: string;
  /** Rewrites what the learner typed before it is stored (e.g. keep digits only). */
  normalize?: (value: string) => string;
  /** Content at the end of the input, e.g. a show/hide button. */
  endSlot?: ReactNode;
}

/** A labelled Formik text input whose error and hint are tied to it with aria-describedby. */
export function FormField({ name, label, hint, externalError, normalize, endSlot, ...rest }: FormFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const error = externalError ?? (meta.touched ? meta.error : undefined);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        size="3"
        {...rest}
        id={id}
        name={field.name}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => void helpers.setValue(normalize ? normalize(e.target.value) : e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        color={error ? 'red' : undefined}
        // Radix draws the border as an inset shadow; an invalid field gets a red one besides its message.
        style={error ? { boxShadow: 'inset 0 0 0 1px var(--red-a8)' } : undefined}
      >
        {endSlot && <TextField.Slot side="right">{endSlot}</TextField.Slot>}
      </TextField.Root>
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  );
}

/** A field's error: an icon and words, so colour is never the only signal. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Text id={id} size="1" color="red" as="p">
      <Flex as="span" gap="1" align="center">
        <ExclamationTriangleIcon aria-hidden />
        {children}
      </Flex>
    </Text>
  );
}
