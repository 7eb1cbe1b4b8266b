/**
 * The machines' types that restate the contract's shapes, checked against the generated src/api/schema.d.ts at
 * compile time: machines/ imports nothing of src/ (ESLint), so it cannot derive them, and a field the contract adds,
 * drops, renames or retypes fails `npm run typecheck` here instead of surfacing as an actor's wrong answer. Types
 * only: nothing imports this module and it emits nothing.
 */
import type { components } from '../api/schema';
import type { AuthenticatorSetup, AuthenticatorStatus, DisableProof } from '../../machines/authenticator.machine';
import type {
  BindRequest,
  Captcha,
  CodeScene,
  CoverClientMsgRequest,
  RegisterOutcome,
  RegisterRequest,
  ResetPasswordRequest,
  SendCodeRequest,
} from '../../machines/flow-types';
import type { PasskeyAdded, PasskeyEntry } from '../../machines/passkeys.machine';
import type { SignOutTarget } from '../../machines/session-signout.machine';
import type {
  CaptchaImage,
  IdentityTypeCode,
  IdentityTypeMap,
  LanguageTypeCode,
  LoadInfoInput,
  LoginAnswerKind,
  LoginCredentials,
  LoginData,
  MenuColumn,
  PendingApplication,
  RelationTypeCode,
  SecondStepChallenge,
  SecondStepMethod,
  TokenRefreshOutcome,
  TokenSet,
  UserInfo,
  UserRelation,
} from '../../machines/types';

type Schemas = components['schemas'];

/** A and B are assignable both ways and name the same fields (assignability alone lets an extra optional field by). */
type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;
/** A is assignable to B: for a machine type that is deliberately a narrower or wider cut of the contract's. */
type Fits<A, B> = [A] extends [B] ? true : false;
type SameKeys<A, B> = Same<keyof A, keyof B>;
type Expect<T extends true> = T;

type RegisterOk = Omit<Extract<RegisterOutcome, { kind: 'ok' }>, 'kind'>;
type Refreshed = Omit<Extract<TokenRefreshOutcome, { kind: 'success' }>, 'kind'>;
type BindFields = Omit<BindRequest, 'kind'>;
type ApplyFields = Omit<Schemas['ApplyRequest'], 'identityType' | 'relationType'>;

export type MachineContractChecks = [
  // machines/types.ts
  Expect<Same<IdentityTypeCode, Schemas['IdentityType']>>,
  Expect<Same<RelationTypeCode, Schemas['RelationType']>>,
  Expect<Same<LanguageTypeCode, Schemas['LanguageType']>>,
  Expect<Same<UserRelation, Schemas['UserRelation']>>,
  Expect<Same<PendingApplication, Schemas['ApplyEntry']>>,
  Expect<Same<IdentityTypeMap, Schemas['IdentityTypeMap']>>,
  Expect<Same<MenuColumn, Schemas['MenuColumn']>>,
  // getInfo's answer must fit UserInfo; the machine widens roles ('admin'[] → string[]) and leaves out resourceList.
  Expect<Fits<Schemas['UserInfo'], UserInfo>>,
  Expect<Same<Omit<UserInfo, 'roles'>, Omit<Schemas['UserInfo'], 'roles' | 'resourceList'>>>,
  Expect<Same<TokenSet, Schemas['TokenSet']>>,
  Expect<Same<LoginData, Omit<Schemas['LoginResponse'], 'code'>>>,
  Expect<Same<LoginCredentials, Schemas['LoginRequest']>>,
  Expect<Same<SecondStepChallenge, Schemas['SecondStepChallenge']>>,
  Expect<Same<SecondStepMethod, Schemas['SecondStepChallenge']['methods'][number]>>,
  Expect<Same<CaptchaImage, Schemas['CaptchaImage']>>,
  // The actor sends getInfo's body from it (currentIdType already mapped to 1, 2 or 3); the token goes in a header.
  Expect<Fits<Omit<LoadInfoInput, 'token'>, Schemas['GetInfoRequest']>>,
  Expect<SameKeys<Omit<LoadInfoInput, 'token'>, Schemas['GetInfoRequest']>>,
  // Every server outcome has a kind of its own but loginAfter, which the actor calls chooseRelation.
  Expect<Fits<Exclude<Schemas['LoginOutcome'], 'loginAfter'>, LoginAnswerKind>>,
  // getToken answers a ShortToken, getLongToken a TokenSet: both must fit the refresh outcome.
  Expect<Fits<Schemas['ShortToken'], Refreshed>>,
  Expect<Fits<Schemas['TokenSet'], Refreshed>>,

  // machines/flow-types.ts
  Expect<Same<CoverClientMsgRequest, Schemas['CoverClientMsgRequest']>>,
  Expect<Same<Captcha, Schemas['CaptchaImage']>>,
  // The public scenes only, with the captcha they require: the request must fit the contract's.
  Expect<Fits<CodeScene, Schemas['MsgCodeScene']>>,
  Expect<Fits<SendCodeRequest, Schemas['MsgCodeRequest']>>,
  Expect<SameKeys<SendCodeRequest, Schemas['MsgCodeRequest']>>,
  Expect<Same<RegisterRequest, Schemas['RegisterRequest']>>,
  Expect<Same<ResetPasswordRequest, Schemas['ForgotPasswordRequest']>>,
  Expect<Same<RegisterOk, Pick<Schemas['RegisterResponse'], 'onetimeToken' | 'userId' | 'userName' | 'equipmentId'>>>,
  // The actor turns `kind` into identityType and relationType; the rest is sent as it is (idType is the ID card only).
  Expect<Fits<BindFields, ApplyFields>>,
  Expect<SameKeys<BindFields, ApplyFields>>,

  // The security centre's machines
  Expect<Same<PasskeyEntry, Schemas['Passkey']>>,
  Expect<Same<PasskeyAdded, Schemas['PasskeyAdded']>>,
  Expect<Same<AuthenticatorStatus, Schemas['TotpStatus']>>,
  Expect<Same<AuthenticatorSetup, Schemas['TotpSetup']>>,
  Expect<Fits<DisableProof, Schemas['TotpDisableRequest']>>,
  Expect<Fits<Pick<SignOutTarget, 'sessionId'>, Schemas['SignOutSessionRequest']>>,
];
