import { Flex, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface ResultStatProps {
  /** Decorative icon beside the label. */
  icon: ReactNode;
  label: string;
  value: string;
  /** Smaller text after the value, e.g. "of 01:30:00". */
  extra?: string;
}

/** One figure of the result: correct, incorrect or time used. */
export function ResultStat({ icon, label, value, extra }: ResultStatProps) {
  return (
    <Flex
      direction="column"
      gap="1"
      p="3"
      style={{ borderRadius: 'var(--radius-3)', background: 'var(--gray-a2)' }}
    >
      <Flex align="center" gap="2">
        <Text color="gray" aria-hidden style={{ display: 'flex' }}>
          {icon}
        </Text>
        <Text size="2" color="gray">
          {label}
        </Text>
      </Flex>
      <Text size="6" weight="bold" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}{' '}
        {extra && (
          <Text size="2" weight="regular" color="gray">
            {extra}
          </Text>
        )}
      </Text>
    </Flex>
  );
}
