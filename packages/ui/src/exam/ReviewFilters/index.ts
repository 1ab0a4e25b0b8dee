export { ReviewFilters, type ReviewFiltersProps } from './ReviewFilters';
