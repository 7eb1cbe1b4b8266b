/**
 * The firm's register of fund holders and partners that binding matches against (fictional people; the ID numbers
 * are well-formed with correct check digits). server/seed/README.md lists which number leads to which outcome.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { clientRecords, users, type ClientProduct } from '../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DOMESTIC: ClientProduct = { name: '泓岸价值精选一号私募证券投资基金', region: 'domestic' };
const DOMESTIC_2: ClientProduct = { name: '泓岸稳健增长二号私募证券投资基金', region: 'domestic' };
const OFFSHORE: ClientProduct = { name: 'Harbourline Greater China Fund SP', region: 'offshore' };

/**
 * new@demo.test's mobile. new@demo.test is 何子墨 of the domestic record, so binding that record succeeds for it; the
 * records that only refuse carry it too, as the mobile to type. The clients who can bind (offshore, partner, mismatch)
 * have mobiles of their own.
 */
const NEW_MOBILE = '13800000009';

export interface DemoRecord {
  idNumber: string;
  name: string;
  birthday: string;
  mobile: string;
  /** The client's e-mail on the firm's record: an account registered with it (proved by its code) may bind the record. */
  email?: string;
  kind: 'individual' | 'partner';
  products?: ClientProduct[];
  partnerName?: string;
  enterpriseEmail?: string;
  state?: 'active' | 'review' | 'submitted';
  /** Persona already bound to this record. */
  boundTo?: string;
  /** The outcome a bind with this number (and the given mobile) gives; README.md and the tests rely on it. */
  demo: string;
}

export const DEMO_RECORDS = {
  domestic: { idNumber: '11010519900307451X', name: '何子墨', birthday: '1990-03-07', mobile: NEW_MOBILE, email: 'hezimo@mail.example', kind: 'individual', products: [DOMESTIC, DOMESTIC_2], demo: 'success as domestic (relationType 0) for new@demo.test or an account registered with hezimo@mail.example; underReview for any other account' },
  offshore: { idNumber: '440305197810096131', name: '梁启航', birthday: '1978-10-09', mobile: '13900000022', email: 'liangqihang@mail.example', kind: 'individual', products: [OFFSHORE], demo: 'success as offshore (1) for an account registered with liangqihang@mail.example (underReview for others); hasOtherRegionProducts as domestic (0)' },
  partner: { idNumber: '310104198511223020', name: '许清和', birthday: '1985-11-22', mobile: '13900000023', email: 'xuqinghe@mail.example', kind: 'partner', partnerName: '澄川财富管理有限公司', enterpriseEmail: 'qinghe.xu@chengchuan.example', demo: 'success as partner (identityType 3, relationType 3) with partnerName for an account registered with xuqinghe@mail.example (underReview for others); alreadyPartner as individual' },
  mismatch: { idNumber: '330106199206142081', name: '蒋书宁', birthday: '1992-06-14', mobile: '13900000012', kind: 'individual', products: [DOMESTIC], demo: 'contactMismatch with any other mobile (success for an account registered with 13900000012)' },
  both: { idNumber: '510107198802291353', name: '唐知远', birthday: '1988-02-29', mobile: NEW_MOBILE, kind: 'individual', products: [DOMESTIC, OFFSHORE], demo: 'domesticAndOffshore' },
  review: { idNumber: '320102197508175464', name: '韩映雪', birthday: '1975-08-17', mobile: NEW_MOBILE, kind: 'individual', products: [DOMESTIC], state: 'review', demo: 'underReview (an application is created)' },
  submitted: { idNumber: '12010119830504027X', name: '冯亦舟', birthday: '1983-05-04', mobile: NEW_MOBILE, kind: 'individual', products: [DOMESTIC], state: 'submitted', demo: 'alreadySubmitted' },
  partnerPersona: { idNumber: '350203198003210174', name: '陈思源', birthday: '1980-03-21', mobile: '13800000003', kind: 'partner', partnerName: '远帆财富管理有限公司', enterpriseEmail: 'partner@demo.test', boundTo: 'partner@demo.test', demo: 'bound to partner@demo.test (noMatch for others)' },
  expiredPersona: { idNumber: '430102198912056248', name: '王若溪', birthday: '1989-12-05', mobile: '13800000004', kind: 'partner', partnerName: '远帆财富管理有限公司', enterpriseEmail: 'expired@demo.test', boundTo: 'expired@demo.test', demo: 'bound to expired@demo.test; its renewal e-mail goes to expired@demo.test' },
} as const satisfies Record<string, DemoRecord>;

/** Well-formed, but on nobody's record: noMatch, then the application form (saveRegisterApply). */
export const UNKNOWN_ID = { idNumber: '110108199501010198', birthday: '1995-01-01' } as const;

export async function seedClientRecords(tx: Tx, at: Date): Promise<void> {
  for (const r of Object.values(DEMO_RECORDS) as DemoRecord[]) {
    const [bound] = r.boundTo ? await tx.select({ id: users.id }).from(users).where(eq(users.email, r.boundTo)) : [];
    await tx.insert(clientRecords).values({
      idType: 'idCard',
      idNumber: r.idNumber,
      name: r.name,
      birthday: r.birthday,
      mobile: r.mobile,
      email: r.email ?? '',
      kind: r.kind,
      products: r.products ?? [],
      partnerName: r.partnerName ?? null,
      enterpriseEmail: r.enterpriseEmail ?? null,
      state: r.state ?? 'active',
      boundUserId: bound?.id ?? null,
      updatedAt: at,
    });
  }
}
