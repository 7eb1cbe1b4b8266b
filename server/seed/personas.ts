/** The nine fictional demo personas, one per login outcome. Password for all: Demo1234. */
import { IDENTITY_TYPE as ID, RELATION_TYPE as REL } from '../../src/constants.ts';
import { utcDate } from '../dates.ts';

export const DEMO_PASSWORD = 'Demo1234';

export interface Persona {
  email: string;
  mobile: string;
  name: string;
  nameEn: string;
  currentIdType: number;
  relations: { relationType: number; identityType: number; name: string }[];
  pendingApplications?: number[];
  partnerExpiry?: Date;
  operatingDataProcessing?: boolean;
}

const FAR_FUTURE = utcDate('2099-12-31').toDate();
const LAPSED = utcDate('2023-06-30').toDate();

const fund = { relationType: REL.internal, identityType: ID.individual, name: '泓岸价值精选一号私募证券投资基金' };
const overseas = { relationType: REL.overseas, identityType: ID.individual, name: 'Harbourline Greater China Fund SP' };
const mechanism = { relationType: REL.mechanism, identityType: ID.institution, name: '青禾养老金管理有限公司' };
const partnership = { relationType: REL.partnership, identityType: ID.partner, name: '远帆财富管理有限公司' };

export const PERSONAS: Persona[] = [
  { email: 'investor@demo.test', mobile: '13800000001', name: '林嘉言', nameEn: 'Lin Jiayan', currentIdType: ID.individual, relations: [fund] },
  { email: 'institution@demo.test', mobile: '13800000002', name: '周明远', nameEn: 'Zhou Mingyuan', currentIdType: ID.institution, relations: [mechanism] },
  { email: 'partner@demo.test', mobile: '13800000003', name: '陈思源', nameEn: 'Chen Siyuan', currentIdType: ID.partner, relations: [partnership], partnerExpiry: FAR_FUTURE },
  { email: 'expired@demo.test', mobile: '13800000004', name: '王若溪', nameEn: 'Wang Ruoxi', currentIdType: ID.partner, relations: [partnership], partnerExpiry: LAPSED },
  { email: 'single@demo.test', mobile: '13800000005', name: '赵一帆', nameEn: 'Zhao Yifan', currentIdType: ID.none, relations: [overseas] },
  { email: 'multi@demo.test', mobile: '13800000006', name: '孙静怡', nameEn: 'Sun Jingyi', currentIdType: ID.none, relations: [fund, mechanism, partnership], partnerExpiry: FAR_FUTURE },
  { email: 'pending@demo.test', mobile: '13800000007', name: '吴浩然', nameEn: 'Wu Haoran', currentIdType: ID.none, relations: [], pendingApplications: [ID.individual] },
  { email: 'dataproc@demo.test', mobile: '13800000008', name: '郑雨桐', nameEn: 'Zheng Yutong', currentIdType: ID.none, relations: [], operatingDataProcessing: true },
  { email: 'new@demo.test', mobile: '13800000009', name: '何子墨', nameEn: 'He Zimo', currentIdType: ID.none, relations: [] },
];
