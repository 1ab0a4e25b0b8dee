import { ChevronRightIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { RouterLink } from '../../_internal/AppLink';
import { LoadingSpinner } from '../../shared/LoadingSpinner';
import { css } from '../../stitches.config';

const itemLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: 'var(--space-3)',
  padding: 'var(--space-3)',
  borderRadius: 'var(--radius-3)',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { backgroundColor: 'var(--gray-a3)' },
  '&:focus-visible': { outline: '2px solid var(--focus-8)', outlineOffset: -2 },
});

export interface LearningListItem {
  key: string | number;
  href: string;
  title: string;
  meta: string;
}

/** A titled card of linked items (My Articles, My Tests), with a line when it is empty. */
export function LearningList(props: {
  title: string;
  icon: ReactNode;
  items: LearningListItem[];
  empty: string;
  /** The items are still loading: a spinner instead of the empty line. */
  loading?: boolean;
  /** Shown instead of the items when they failed to load (e.g. an error card with Try Again). */
  error?: ReactNode;
}) {
  const { title, icon, items, empty, loading, error } = props;
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2">
          <Text color="indigo" aria-hidden>
            {icon}
          </Text>
          <Heading as="h2" size="4">
            {title}
          </Heading>
        </Flex>
        {error ?? (loading ? <LoadingSpinner /> : null)}
        {error || loading ? null : items.length === 0 ? (
          <Text size="2" color="gray">
            {empty}
          </Text>
        ) : (
          <Flex asChild direction="column" gap="1" m="0" p="0">
            <ul style={{ listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.key}>
                  <RouterLink href={item.href} className={itemLink()}>
                    <Flex direction="column" flexGrow="1" minWidth="0">
                      <Text size="2" weight="medium">
                        {item.title}
                      </Text>
                      <Text size="1" color="gray">
                        {item.meta}
                      </Text>
                    </Flex>
                    <ChevronRightIcon aria-hidden />
                  </RouterLink>
                </li>
              ))}
            </ul>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
