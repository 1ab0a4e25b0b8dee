import { Card, Flex, Grid, Skeleton, VisuallyHidden } from '@radix-ui/themes';
import { gridColumns } from './gridColumns';

/** Placeholder cards in the shape of the loaded ones, announced once as "Loading tests…". */
export function CatalogueSkeleton({ label, layout }: { label: string; layout: 'grid' | 'list' }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <Grid columns={gridColumns[layout]} gap="4" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} size="3">
            <Flex direction="column" gap="3">
              <Skeleton height="24px" width="75%" />
              <Flex gap="2">
                <Skeleton height="20px" width="56px" />
                <Skeleton height="20px" width="88px" />
              </Flex>
              {layout === 'grid' && <Skeleton height="40px" />}
              <Skeleton height="56px" />
              <Skeleton height="40px" />
            </Flex>
          </Card>
        ))}
      </Grid>
    </div>
  );
}
