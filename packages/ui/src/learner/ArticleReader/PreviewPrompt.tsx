import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { messages } from './ArticleReader.messages';

/** Under a signed-out reader's preview: what the rest holds and the way to it (a free account). */
export function PreviewPrompt({
  remaining,
  signUpHref,
  loginHref,
}: {
  remaining: number;
  signUpHref: string;
  loginHref: string;
}) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Card size={{ initial: '3', sm: '4' }} asChild>
      <section aria-labelledby={titleId}>
        <Flex direction="column" gap="3" align="start">
          <Flex gap="2" align="center">
            <LockClosedIcon aria-hidden />
            <Heading as="h2" size="5" id={titleId}>
              {intl.formatMessage(messages.previewTitle)}
            </Heading>
          </Flex>
          <Text as="p" color="gray">
            {intl.formatMessage(messages.previewText, { remaining })}
          </Text>
          <Flex gap="3" wrap="wrap">
            <Button size="3" asChild>
              <RouterLink href={signUpHref}>{intl.formatMessage(messages.previewSignUp)}</RouterLink>
            </Button>
            <Button size="3" variant="soft" asChild>
              <RouterLink href={loginHref}>{intl.formatMessage(messages.previewLogIn)}</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </section>
    </Card>
  );
}
