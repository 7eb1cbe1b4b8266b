/**
 * The machines' domain types the onboarding screens take as props. Types only (erased at build), so the screens
 * stay props-in/events-out; the lint zone forbids every import from machines/, type-only ones included, hence
 * the one exception below (the lead's brief allows `import type` from machines/).
 */
 
export type * from '../../../machines/flow-types';
 
export type { IdentityTypeCode, RelationTypeCode, UserRelation } from '../../../machines/types';
