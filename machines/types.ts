/**
 * Domain types shared by the login, post-login and session machines, their actors (src/actors) and tests.
 * They mirror the API shapes (openapi.yaml) without importing src/, so machines stay pure; src/actors/contract-types.ts
 * checks them against the generated schema at compile time.
 */

/** 0 none, 1 individual, 2 institution, 3 partner. */
export type IdentityTypeCode = 0 | 1 | 2 | 3;
/** 0 internal, 1 overseas, 2 mechanism (institution), 3 partnership. */
export type RelationTypeCode = 0 | 1 | 2 | 3;
export type LanguageTypeCode = 'zh_CN' | 'en_US';

export interface UserRelation {
  relationType: RelationTypeCode;
  identityType: IdentityTypeCode;
  name: string;
}
export interface PendingApplication {
  applyId: string;
  identityType: IdentityTypeCode;
  status: 'pending' | 'rejected';
  createdAt: string;
}
export interface IdentityTypeMap {
  currentIdType: IdentityTypeCode;
  userRelationList: UserRelation[];
  applyList: PendingApplication[];
  partnerExpiryFlag: boolean;
  operatingDataProcessing: boolean;
}
export interface MenuColumn {
  columnId: string;
  title: string;
  /** Route path, e.g. '/myAssets'. */
  content: string;
}
export interface UserInfo {
  userName: string;
  userId: string;
  avatar: string;
  roles: string[];
  cmsColumnList: MenuColumn[];
  identityTypeMap: IdentityTypeMap;
  fontSize: 12 | 14 | 18 | 24;
  languageType: LanguageTypeCode;
  userAccount?: string;
  /** 0 on the first login: drives the first-login event. */
  isActive?: 0 | 1;
}

/** Tokens as the API hands them out; the lifetimes are DURATIONS in ms. */
export interface TokenSet {
  token: string;
  refreshToken: string;
  /** Short-token lifetime (ms). */
  accessimeout: number;
  /** Refresh-token lifetime (ms), counted from `refreshIssuedAt`. */
  failureTime: number;
}
/** Tokens plus the client clock times they were received at (ages are clock differences). */
export interface SessionTokens extends TokenSet {
  tokenIssuedAt: number;
  refreshIssuedAt: number;
}

/** A usable-session or one-time login answer (LoginResponse without `code`). */
export interface LoginData extends TokenSet {
  onetimeToken: string;
  identityTypeMap: IdentityTypeMap;
  userId: string;
  equipmentId: string;
  languageType: LanguageTypeCode;
}

export interface LoginCredentials {
  account: string;
  password: string;
  captchaKey?: string;
  captchaCode?: string;
}

/** Message kinds the login screen shows; `text` is the (localized) server or client message. */
export type LoginMessageKind =
  | 'needCaptcha'
  | 'wrongCredentials'
  | 'failed'
  | 'networkError'
  | 'infoFailed'
  | 'captchaFailed'
  | 'codeWrong'
  | 'challengeEnded';
export interface LoginMessage {
  kind: LoginMessageKind;
  text: string;
}

/** Login outcomes that carry a login answer (SPEC.md section 4 "Login outcomes"). */
export type LoginAnswerKind =
  | 'success'
  | 'partnerExpired'
  | 'halfSuccess'
  | 'chooseRelation'
  | 'applying'
  | 'operatingDataProcessing'
  | 'binding';
/** Output of the `login` actor: src/actors maps API codes (1000 + LoginResponse.code, 2012, 4001, ...) to these. */
export type LoginOutcome =
  | { kind: LoginAnswerKind; data: LoginData }
  | { kind: 'secondStep'; challenge: SecondStepChallenge }
  | { kind: 'needCaptcha' | 'wrongCredentials' | 'failed' | 'networkError'; message: string };

/**
 * The ways to pass a login's second step. The account's methods come with the challenge: the app, a passkey, and a
 * recovery code (standing in for either) while the account has unused ones.
 */
export type SecondStepMethod = 'totp' | 'passkey' | 'recovery';
export type SecondStepMode = SecondStepMethod;

/** loginV2's 2013 answer: the password was right, the account asks for a second step before a session. */
export interface SecondStepChallenge {
  challenge: string;
  expiresIn: number;
  methods: SecondStepMethod[];
}

/** Input of the `secondStep` actor: the challenge with a code of `mode`. */
export interface SecondStepInput {
  challenge: string;
  mode: SecondStepMode;
  code: string;
}

/**
 * Output of the `secondStep` actor: a login answer as loginV2's, or a message. codeWrong keeps the challenge (another
 * try); challengeEnded means it is gone (expired, or too many wrong codes) and the login starts again.
 */
export type SecondStepOutcome =
  | { kind: LoginAnswerKind; data: LoginData }
  | { kind: 'codeWrong' | 'challengeEnded' | 'failed' | 'networkError'; message: string };

export interface CaptchaImage {
  captchaKey: string;
  image: string;
}

/** Input of the `loadInfo` actor (getInfo): currentIdType already mapped (0 or 1 → 1). */
export interface LoadInfoInput {
  token: string;
  userId: string;
  currentIdType: 1 | 2 | 3;
}
export type InfoOutcome = { kind: 'success'; info: UserInfo } | { kind: 'failed'; message: string };

/** Output of the login machine (its final states). */
export type LoginOutput =
  | {
      kind: 'signedIn';
      /** Which login outcome led here. */
      via: 'success' | 'halfSuccess' | 'chooseRelation';
      tokens: TokenSet;
      onetimeToken: string;
      equipmentId: string;
      info: UserInfo;
      languageType: LanguageTypeCode;
    }
  | {
      /** No usable session: only onetimeToken is set, for the /sys/onetime/* calls. */
      kind: 'partnerExpired' | 'applying' | 'operatingDataProcessing' | 'binding';
      onetimeToken: string;
      userId: string;
      equipmentId: string;
      identityTypeMap: IdentityTypeMap;
      languageType: LanguageTypeCode;
    };

/** Output of the post-login check: where the user belongs now. */
export type PostLoginOutput =
  | { to: 'account'; info: UserInfo | null }
  | { to: 'loginAfter' }
  | { to: 'applying' }
  | { to: 'binding'; resetSession: true }
  | { to: 'login'; resetSession: true; message?: string };

/** Output of the `restore` actor (page load): saved tokens and the info loaded with them, or nothing usable. */
export type RestoreOutcome =
  | { kind: 'restored'; tokens: SessionTokens; info: UserInfo; lastOperationAt: number }
  | { kind: 'none' };

/** Output of `refreshToken` (getToken: keeps the refresh token) and `renewLongToken` (getLongToken: rotates it). */
export type TokenRefreshOutcome =
  | { kind: 'success'; token: string; accessimeout: number; failureTime: number; refreshToken?: string }
  /** 3008 / 3009 / 3010. */
  | { kind: 'sessionInvalid' }
  | { kind: 'networkError'; message: string };

export type LoggedOutReason = 'logout' | 'reset' | 'invalid' | 'inactive' | 'remote' | 'infoFailed';

/** What the session asks the app to share with other tabs (BroadcastChannel); data is read from the context. */
export type BroadcastKind = 'activity' | 'tokens' | 'logout';

/** SPEC.md section 4: relation 0 (internal) or 1 (overseas) selects identity type 1; 2 and 3 select themselves. */
export function idTypeForRelation(relation: UserRelation): 1 | 2 | 3 {
  return relation.relationType <= 1 ? 1 : (relation.relationType as 2 | 3);
}
