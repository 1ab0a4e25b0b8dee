import { HomeIcon } from '@radix-ui/react-icons';
import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import type { ComponentPropsWithoutRef } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../_internal/AppLink';
import { messages, pathMessage } from './NotFoundPage.messages';

export interface NotFoundPageProps extends ComponentPropsWithoutRef<'div'> {
  /** The address that was asked for, shown in small text so the visitor can spot a typo. */
  path?: string;
  /** Where Return to Home leads. */
  homeUrl: string;
}

/** The page for an unknown address: 404, what happened, and the way back home. */
export function NotFoundPage({ path, homeUrl, ...rest }: NotFoundPageProps) {
  const intl = useIntl();
  return (
    <div {...rest}>
      <Section size={{ initial: '3', md: '4' }}>
        <Container size="2" px="4">
          <Flex direction="column" align="center" gap="4" style={{ textAlign: 'center' }}>
            <Text
              weight="bold"
              style={{
                fontSize: 'clamp(5rem, 20vw, 9rem)',
                lineHeight: 1,
                letterSpacing: '-0.04em',
                color: 'var(--accent-9)',
              }}
            >
              404
            </Text>
            <Heading as="h1" size={{ initial: '7', sm: '8' }}>
              {intl.formatMessage(messages.title)}
            </Heading>
            <Text as="p" size="3" color="gray">
              {intl.formatMessage(messages.text)}
            </Text>
            {path && (
              <Text as="p" size="1" color="gray" style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(pathMessage, { path })}
              </Text>
            )}
            <Button asChild size="3" mt="2">
              <RouterLink href={homeUrl}>
                <HomeIcon aria-hidden />
                {intl.formatMessage(messages.home)}
              </RouterLink>
            </Button>
          </Flex>
        </Container>
      </Section>
    </div>
  );
}
