import { Grid } from '@radix-ui/themes';
import { FormField } from '../components/FormField';

/** The first and last name fields of a Formik form (`firstName`, `lastName`), side by side from xs up. */
export function NameFields({
  firstNameLabel,
  lastNameLabel,
}: {
  firstNameLabel: string;
  lastNameLabel: string;
}) {
  return (
    <Grid columns={{ initial: '1', xs: '2' }} gap="4">
      <FormField name="firstName" autoComplete="given-name" label={firstNameLabel} />
      <FormField name="lastName" autoComplete="family-name" label={lastNameLabel} />
    </Grid>
  );
}
