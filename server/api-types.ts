/** The contract's types (generated from openapi.yaml), so handlers fail to compile when the contract changes. */
import type { components } from '../src/api/schema.d.ts';

export type Schemas = components['schemas'];
