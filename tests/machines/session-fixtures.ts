/** Builders of the domain values the login, post-login and session machine tests feed to fake actors. */
import type { IdentityTypeMap, LoginData, MenuColumn, UserInfo, UserRelation } from '../../machines/types';

export const relation = (relationType: UserRelation['relationType'], name = 'Harbourline Fund'): UserRelation => ({
  relationType,
  identityType: relationType <= 1 ? 1 : relationType,
  name,
});

export const idMap = (overrides: Partial<IdentityTypeMap> = {}): IdentityTypeMap => ({
  currentIdType: 1,
  userRelationList: [relation(0)],
  applyList: [],
  partnerExpiryFlag: false,
  operatingDataProcessing: false,
  ...overrides,
});

export const loginData = (map: Partial<IdentityTypeMap> = {}, overrides: Partial<LoginData> = {}): LoginData => ({
  token: 'short-token',
  refreshToken: 'refresh-token',
  onetimeToken: 'onetime-token',
  accessimeout: 600_000,
  failureTime: 1_800_000,
  identityTypeMap: idMap(map),
  userId: 'u-1',
  equipmentId: 'e-1',
  languageType: 'en_US',
  ...overrides,
});

export const columns = (...paths: string[]): MenuColumn[] =>
  paths.map((content, i) => ({ columnId: `c${i}`, title: content.slice(1), content }));

export const userInfo = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  userName: 'Demo Investor',
  userId: 'u-1',
  avatar: '',
  roles: ['admin'],
  cmsColumnList: columns('/myAccount', '/myAssets'),
  identityTypeMap: idMap(),
  fontSize: 14,
  languageType: 'en_US',
  isActive: 1,
  ...overrides,
});
