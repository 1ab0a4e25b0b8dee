import { Checkbox, Flex, Text } from '@radix-ui/themes';
import { useField } from 'formik';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppLink } from '../../_internal/AppLink';
import { FieldError } from '../../components/FormField';
import { messages } from './SignUpForm.messages';

/** The terms checkbox, with links to the Terms of Service and the Privacy Policy, and its own error. */
export function TermsCheckbox({ termsUrl, privacyUrl }: { termsUrl: string; privacyUrl: string }) {
  const [field, meta, helpers] = useField<boolean>('agreedToTerms');
  const errorId = useId();
  const error = meta.touched ? meta.error : undefined;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" size="2">
        <Flex gap="2" align="start">
          <Checkbox
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
