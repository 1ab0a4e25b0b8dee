import { Card, Grid, Text } from '@radix-ui/themes';
import { styled } from '../../stitches.config';

/** One figure and what it counts. */
export interface Stat {
  value: string;
  label: string;
}

const Item = styled('div', {
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'center',
  gap: 'var(--space-1)',
  textAlign: 'center',
});

const plain = { margin: 0 } as const;

/** A row of headline figures, as a description list (term = label, description = figure). */
export function StatGrid({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <Card size={{ initial: '2', sm: '3' }} variant="surface">
      <Grid asChild columns={{ initial: '2', md: String(stats.length) }} gapX="4" gapY="5">
        <dl aria-label={label} style={plain}>
          {stats.map((stat) => (
            <Item key={stat.label}>
              <Text as="div" size="2" color="gray" asChild>
                <dt>{stat.label}</dt>
              </Text>
              <Text
                as="div"
                size={{ initial: '7', sm: '8' }}
                weight="bold"
                asChild
                style={{ color: 'var(--accent-11)' }}
              >
                <dd style={plain}>{stat.value}</dd>
              </Text>
            </Item>
          ))}
        </dl>
      </Grid>
    </Card>
  );
}
