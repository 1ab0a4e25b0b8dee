import { EyeClosedIcon, EyeOpenIcon } from '@radix-ui/react-icons';
import { IconButton } from '@radix-ui/themes';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField, type FormFieldProps } from '../FormField';
import { messages } from './PasswordField.messages';

export interface PasswordFieldProps extends Omit<FormFieldProps, 'type' | 'endSlot'> {
  /** Name of the show/hide toggle, distinct per field (e.g. "Show new password"); its pressed state says shown. */
  toggleLabel?: string;
}

/** A password input with a show/hide toggle button (aria-pressed) inside the field. */
export function PasswordField({ toggleLabel, ...rest }: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...rest}
      type={visible ? 'text' : 'password'}
      endSlot={
        <IconButton
          type="button"
          variant="ghost"
          color="gray"
          size="2"
          aria-label={toggleLabel ?? intl.formatMessage(messages.show)}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeClosedIcon aria-hidden /> : <EyeOpenIcon aria-hidden />}
        </IconButton>
      }
    />
  );
}
