/** The Q&A screens' data (SPEC.md §3 "Q&A": question title, description, reply), as the contract names it. */
import type { components } from '../api/schema';

type Schemas = components['schemas'];

export type QaSummary = Schemas['QaSummary'];

export type QaReply = Schemas['QaReply'];

export type QaThread = Schemas['QaDetail'];
