import { Cross2Icon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { IconButton, TextField, VisuallyHidden } from '@radix-ui/themes';
import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  clear: { id: 'ui.SearchField.clear', defaultMessage: 'Clear search' },
});

export interface SearchFieldProps {
  /** The field's label, read by screen readers and shown as placeholder. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled search input with a clear button. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <div style={{ flexGrow: 1, maxWidth: 420 }}>
      <VisuallyHidden>
        <label htmlFor={id}>{label}</label>
      </VisuallyHidden>
      <TextField.Root
        id={id}
        type="search"
        size="3"
        placeholder={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
        {value && (
          <TextField.Slot side="right">
            <IconButton
              type="button"
              variant="ghost"
              color="gray"
              size="1"
              aria-label={intl.formatMessage(messages.clear)}
              onClick={() => onChange('')}
            >
              <Cross2Icon aria-hidden />
            </IconButton>
          </TextField.Slot>
        )}
      </TextField.Root>
    </div>
  );
}
