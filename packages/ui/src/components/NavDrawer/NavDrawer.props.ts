/** The menu button's size: `2` in the public bar, `3` in the signed-in bar. */
export const navDrawerSizes = ['2', '3'] as const;

export const navDrawerPropDefs = {
  size: { type: 'enum', values: navDrawerSizes, default: '2' },
} as const;

export type NavDrawerSize = (typeof navDrawerSizes)[number];
