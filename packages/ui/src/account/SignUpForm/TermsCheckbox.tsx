import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { useField } from 'formik';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { FieldError } from '../../components/FormField';
import { messages } from './SignUpForm.messages';

// Without JavaScript a Radix checkbox (a button) cannot be ticked: a plain one stands in for it, first in the label
// so a click on the text ticks it, and the button is hidden. With JavaScript a browser reads <noscript> as text.
const withoutScript = `[data-terms-box]{display:none}`;
const plainBox = { margin: 0, width: 16, height: 16, flexShrink: 0, accentColor: 'var(--accent-9)' };

/** The terms checkbox, with links to the Terms of Service and the Privacy Policy, and its own error. */
export function TermsCheckbox({ termsUrl, privacyUrl }: { termsUrl: string; privacyUrl: string }) {
  const [field, meta, helpers] = useField<boolean>('agreedToTerms');
  const errorId = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="start">
          <noscript>
            <style>{withoutScript}</style>
            <input type="checkbox" name="agreedToTerms" style={plainBox} />
          </noscript>
          <Checkbox
            data-terms-box=""
            name="agreedToTerms"
            checked={field.value}
            onCheckedChange={(checked) => {
              void helpers.setValue(checked === true);
              void helpers.setTouched(true, false);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span>
            <FormattedMessage
              {...messages.terms}
              values={{
                terms: (chunks) => <AppLink href={termsUrl}>{chunks}</AppLink>,
                privacy: (chunks) => <AppLink href={privacyUrl}>{chunks}</AppLink>,
              }}
            />
          </span>
        </Flex>
      </Text>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Flex>
  );
}
