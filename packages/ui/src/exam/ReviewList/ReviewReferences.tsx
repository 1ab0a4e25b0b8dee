import { ExternalLinkIcon } from '@radix-ui/react-icons';
import { Flex, Link, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { QuestionReference } from '../types';
import { messages } from './ReviewList.messages';

/** Links to the Kafka documentation or KIPs under an explanation; each opens in a new tab and says so. */
export function ReviewReferences({ references }: { references: QuestionReference[] }) {
  const intl = useIntl();
  const headingId = useId();
  if (references.length === 0) return null;
  return (
    <Flex direction="column" gap="1" mt="2">
      <Text as="p" size="2" weight="bold" id={headingId}>
        {intl.formatMessage(messages.references)}
      </Text>
      <Flex asChild direction="column" gap="1">
        <ul aria-labelledby={headingId} style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {references.map((reference) => (
            <li key={reference.url}>
              <Link
                size="2"
                href={reference.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={intl.formatMessage(messages.opensInNewTab, { title: reference.title })}
                style={{ overflowWrap: 'anywhere' }}
              >
                {reference.title}
                <ExternalLinkIcon aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
              </Link>
            </li>
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}
