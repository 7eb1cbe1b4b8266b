/**
 * The machines' domain types the onboarding screens take as props. Types only (erased at build), so the screens
 * stay props-in/events-out; the lint zone forbids every import from machines/, type-only ones included, hence
 * the one exception below (the lead's brief allows `import type` from machines/).
 */
// eslint-disable-next-line no-restricted-imports -- type-only: nothing from machines/ reaches the bundle
export type * from '../../../machines/flow-types';
// eslint-disable-next-line no-restricted-imports -- type-only, as above
export type { IdentityTypeCode, RelationTypeCode, UserRelation } from '../../../machines/types';
