/**
 * The breakpoints every component shares, equal to Radix Themes' responsive prop keys
 * (`initial`, `xs`, `sm`, `md`, `lg`, `xl`) so `{ initial: '1', sm: '2', md: '3' }` and `@sm` mean the same width.
 */
export const breakpoints = { xs: 520, sm: 768, md: 1024, lg: 1280, xl: 1640 } as const;

export type Breakpoint = keyof typeof breakpoints;
