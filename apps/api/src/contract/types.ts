import type { components } from './openapi';

/** The contract's schemas by name, e.g. `Schemas['TestSession']`. */
export type Schemas = components['schemas'];
