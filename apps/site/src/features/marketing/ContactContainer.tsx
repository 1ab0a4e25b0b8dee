import { useSendContactMessage } from '@elearning/api-client';
import { ContactPage, type ContactPageProps } from '@elearning/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { usePathIn } from '../../lib/addresses';
import { useRefusalInAddress, useServerMessage } from '../../lib/errors';
import { useTexts } from '../../lib/texts';

/**
 * The contact page: sends the message; the form shows the confirmation or the failure itself. Before the app
 * runs (or without JavaScript) the form posts to the page's own address: the server sends it and comes back with
 * `?sent=1`, or with the refusal (`?error=`, spec decision 88).
 */
export function ContactContainer() {
  const serverMessage = useServerMessage();
  const send = useSendContactMessage();
  const texts = useTexts();
  const pathIn = usePathIn();
  const [params, setParams] = useSearchParams();
  const refusal = useRefusalInAddress(params.get('error'));
  const [submitError, setSubmitError] = useState<string>();

  const onSubmit: ContactPageProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    // What the server said of an earlier send is not this one's outcome.
    if (params.has('error') || params.has('sent')) setParams({}, { replace: true });
    try {
      await send(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.contactFailed);
      throw error;
    }
  };

  return (
    <ContactPage
      onSubmit={onSubmit}
      submitError={submitError ?? refusal}
      defaultSent={params.get('sent') === '1'}
      action={pathIn(paths.contact)}
    />
  );
}
