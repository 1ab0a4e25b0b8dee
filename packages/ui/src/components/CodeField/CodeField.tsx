import { css } from '../../stitches.config';
import { FormField, type FormFieldProps } from '../FormField';
import { CODE_LENGTH } from '../FormShell/validation';

const codeInput = css({
  '& input': {
    fontFamily: 'var(--code-font-family)',
    fontSize: 'var(--font-size-5)',
    letterSpacing: '0.4em',
    textAlign: 'center',
  },
});

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

/**
 * One input for a 6-digit code: numeric keyboard, one-time-code autofill, and pasting "123 456" or
 * "123-456" keeps the digits. One input rather than six boxes keeps editing, selection and screen readers simple.
 */
export function CodeField(props: Omit<FormFieldProps, 'type' | 'normalize'>) {
  return (
    <FormField
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern={`[0-9]{${CODE_LENGTH}}`}
      spellCheck={false}
      className={codeInput()}
      {...props}
      normalize={digitsOnly}
    />
  );
}
