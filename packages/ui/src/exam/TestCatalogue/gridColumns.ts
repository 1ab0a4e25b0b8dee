/** One, two or three columns by width for the grid (spec: Grid layout); one column for the list. */
export const gridColumns = {
  grid: { initial: '1', sm: '2', lg: '3' },
  list: { initial: '1' },
} as const;
