import { GridIcon, ListBulletIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Flex, SegmentedControl, TextField } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import type { TestFilters } from '../rules';
import { messages } from './TestCatalogue.messages';
import { TestFilterPanel } from './TestFilterPanel';

interface CatalogueToolbarProps {
  filters: TestFilters;
  onFiltersChange: (filters: TestFilters) => void;
  topics: string[];
  layout: 'grid' | 'list';
  onLayoutChange: (layout: 'grid' | 'list') => void;
}

/** Search, the filter panel and the grid/list toggle. */
export function CatalogueToolbar({
  filters,
  onFiltersChange,
  topics,
  layout,
  onLayoutChange,
}: CatalogueToolbarProps) {
  const intl = useIntl();
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <TextField.Root
        type="search"
        // Named as its address's query: text typed into the server's HTML before the app runs is kept by name.
        name="q"
        size="3"
        aria-label={intl.formatMessage(messages.search)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        value={filters.query}
        onChange={(event) => onFiltersChange({ ...filters, query: event.target.value })}
        style={{ flex: '1 1 260px' }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Flex gap="3" align="center">
        <TestFilterPanel
          value={filters}
          onChange={(panel) => onFiltersChange({ ...filters, ...panel })}
          topics={topics}
        />
        <SegmentedControl.Root
          size="3"
          aria-label={intl.formatMessage(messages.layout)}
          value={layout}
          onValueChange={(next) => onLayoutChange(next as 'grid' | 'list')}
        >
          <SegmentedControl.Item value="grid">
            <Flex align="center" gap="2">
              <GridIcon aria-hidden />
              {intl.formatMessage(messages.grid)}
            </Flex>
          </SegmentedControl.Item>
          <SegmentedControl.Item value="list">
            <Flex align="center" gap="2">
              <ListBulletIcon aria-hidden />
              {intl.formatMessage(messages.list)}
            </Flex>
          </SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
    </Flex>
  );
}
