import { MixerHorizontalIcon } from '@radix-ui/react-icons';
import {
  Badge,
  Button,
  Flex,
  Heading,
  Popover,
  SegmentedControl,
  Select,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { countActiveFilters, type TestFilters } from '../rules';
import { messages } from './TestFilterPanel.messages';

type PanelFilters = Pick<TestFilters, 'access' | 'status' | 'topic'>;

export interface TestFilterPanelProps {
  /** The current filters. */
  value: PanelFilters;
  /** A filter changed; receives the whole new set. */
  onChange: (value: PanelFilters) => void;
  /** Topics to offer, usually every topic of the loaded tests. */
  topics: string[];
}

/** The Filter button with its count of active filters, opening access, status and topic filters. */
export function TestFilterPanel({ value, onChange, topics }: TestFilterPanelProps) {
  const intl = useIntl();
  const id = useId();
  const count = countActiveFilters(value);
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  return (
    <Popover.Root>
      <Popover.Trigger>
        <Button variant="surface" color="gray" size="3">
          <MixerHorizontalIcon aria-hidden />
          {t(messages.button)}
          {count > 0 && (
            <>
              {' '}
              <Badge variant="solid" radius="full" size="1">
                {count}
              </Badge>{' '}
              <VisuallyHidden>{intl.formatMessage(messages.activeCount, { count })}</VisuallyHidden>
            </>
          )}
        </Button>
      </Popover.Trigger>
      <Popover.Content width="320px" maxWidth="calc(100vw - 32px)" aria-labelledby={`${id}-h`}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="3" id={`${id}-h`}>
            {t(messages.heading)}
          </Heading>
          <Flex direction="column" gap="2">
            <Text as="div" size="2" weight="medium" id={`${id}-access`}>
              {t(messages.access)}
            </Text>
            <SegmentedControl.Root
              aria-labelledby={`${id}-access`}
              value={value.access}
              onValueChange={(access) => onChange({ ...value, access: access as PanelFilters['access'] })}
            >
              <SegmentedControl.Item value="all">{t(messages.accessAll)}</SegmentedControl.Item>
              <SegmentedControl.Item value="free">{t(messages.accessFree)}</SegmentedControl.Item>
              <SegmentedControl.Item value="premium">{t(messages.accessPremium)}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Flex>
          <Flex direction="column" gap="2">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-status`}>
              {t(messages.status)}
            </Text>
            <Select.Root
              value={value.status}
              onValueChange={(status) => onChange({ ...value, status: status as PanelFilters['status'] })}
            >
              <Select.Trigger id={`${id}-status`} />
              <Select.Content position="popper">
                <Select.Item value="all">{t(messages.statusAll)}</Select.Item>
                <Select.Item value="NOT STARTED">{t(messages.statusNotStarted)}</Select.Item>
                <Select.Item value="PAUSED">{t(messages.statusPaused)}</Select.Item>
                <Select.Item value="COMPLETED">{t(messages.statusCompleted)}</Select.Item>
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="2">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-topic`}>
              {t(messages.topic)}
            </Text>
            <Select.Root value={value.topic} onValueChange={(topic) => onChange({ ...value, topic })}>
              <Select.Trigger id={`${id}-topic`} />
              <Select.Content position="popper">
                <Select.Item value="all">{t(messages.topicAll)}</Select.Item>
                {topics.map((topic) => (
                  <Select.Item key={topic} value={topic}>
                    {topic}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex justify="between" gap="3">
            <Button
              variant="soft"
              color="gray"
              disabled={count === 0}
              onClick={() => onChange({ access: 'all', status: 'all', topic: 'all' })}
            >
              {t(messages.clear)}
            </Button>
            <Popover.Close>
              <Button>{t(messages.done)}</Button>
            </Popover.Close>
          </Flex>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
