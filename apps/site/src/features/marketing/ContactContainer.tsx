import { useSendContactMessage } from '@elearning/api-client';
import { ContactPage, type ContactPageProps } from '@elearning/ui';
import { useState } from 'react';
import { useServerMessage } from '../../lib/errors';
import { useTexts } from '../../lib/texts';

/** The contact page: sends the message; the form shows the confirmation or the failure itself. */
export function ContactContainer() {
  const serverMessage = useServerMessage();
  const send = useSendContactMessage();
  const texts = useTexts();
  const [submitError, setSubmitError] = useState<string>();

  const onSubmit: ContactPageProps['onSubmit'] = async (values) => {
    setSubmitError(undefined);
    try {
      await send(values);
    } catch (error) {
      setSubmitError(serverMessage(error) ?? texts.contactFailed);
      throw error;
    }
  };

  return <ContactPage onSubmit={onSubmit} submitError={submitError} />;
}
