/**
 * The machines' domain types the onboarding screens take as props, in one place. Types only (erased at build), so
 * the screens stay props-in/events-out: the lint zone lets screens name machines/' types (type-only imports and
 * exports), never run their code.
 */
 
export type * from '../../machines/flow-types';
 
export type { IdentityTypeCode, RelationTypeCode, UserRelation } from '../../machines/types';

/** The partner-expiry machine's tags: one page of its screen each. */
export type PartnerExpiryState =
  | 'request' | 'sending' | 'sent' | 'validating' | 'validated' | 'validationFailed' | 'askOverwrite' | 'overwriting';
