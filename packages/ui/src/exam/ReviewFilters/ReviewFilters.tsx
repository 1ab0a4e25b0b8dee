import { Button, Flex, Grid, Select, Text } from '@radix-ui/themes';
import { useId, type ComponentPropsWithoutRef } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { countActiveReviewFilters, defaultReviewFilters, type ReviewFilterValues } from '../rules';
import { messages } from './ReviewFilters.messages';
import { useDomainLabel } from '../../shared/DomainLabel';

export interface ReviewFiltersProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** The current filters. */
  value: ReviewFilterValues;
  /** A filter changed; receives the whole new set. */
  onChange: (value: ReviewFilterValues) => void;
  /** The domains present in the attempt (see domainsOf). */
  domains: string[];
}

type Key = keyof ReviewFilterValues;

/** The review filters: flagged, answered, correct or not, and domain, with a reset. */
export function ReviewFilters({ value, onChange, domains, ...rest }: ReviewFiltersProps) {
  const intl = useIntl();
  const domainLabel = useDomainLabel();
  const id = useId();
  const t = (d: MessageDescriptor) => intl.formatMessage(d);
  const fields: [Key, MessageDescriptor, [string, string][]][] = [
    [
      'flagged',
      messages.flagged,
      [
        ['all', t(messages.flaggedAll)],
        ['flagged', t(messages.flaggedOnly)],
        ['notFlagged', t(messages.notFlagged)],
      ],
    ],
    [
      'ignored',
      messages.ignored,
      [
        ['all', t(messages.ignoredAll)],
        ['ignored', t(messages.ignoredOnly)],
        ['answered', t(messages.answeredOnly)],
      ],
    ],
    [
      'answer',
      messages.answer,
      [
        ['all', t(messages.answerAll)],
        ['correct', t(messages.correct)],
        ['incorrect', t(messages.incorrect)],
      ],
    ],
    [
      'domain',
      messages.domain,
      [['all', t(messages.domainAll)], ...domains.map((d): [string, string] => [d, domainLabel(d)])],
    ],
  ];
  return (
    <Flex direction="column" gap="3" role="group" aria-label={t(messages.label)} {...rest}>
      <Grid columns={{ initial: '1', xs: '2', md: '4' }} gap="3">
        {fields.map(([key, label, options]) => (
          <Flex key={key} direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor={`${id}-${key}`}>
              {t(label)}
            </Text>
            <Select.Root value={value[key]} onValueChange={(next) => onChange({ ...value, [key]: next })}>
              <Select.Trigger id={`${id}-${key}`} />
              <Select.Content position="popper">
                {options.map(([optionValue, optionLabel]) => (
                  <Select.Item key={optionValue} value={optionValue}>
                    {optionLabel}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        ))}
      </Grid>
      {countActiveReviewFilters(value) > 0 && (
        <Flex justify="end">
          <Button variant="ghost" onClick={() => onChange(defaultReviewFilters)}>
            {t(messages.reset)}
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
