/**
 * Seeds the client area after the personas exist: funds with daily NAV, holdings and trades, reports, follows,
 * settings, devices, Q&A and content. Rows go in by chunks (one statement per few thousand rows) to stay fast.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  activities,
  announcements,
  articles,
  cmsFiles,
  fundFollows,
  fundNavs,
  fundReports,
  funds,
  holdings,
  liveEvents,
  qualifiedAnswers,
  qaQuestions,
  qaReplies,
  rationales,
  transactions,
  userDevices,
  userPreferences,
  videos,
  wechatAccounts,
} from '../db/schema.ts';
import { users } from '../db/schema.ts';
import {
  ACTIVITIES,
  ANNOUNCEMENTS,
  articleHtml,
  articleSeeds,
  FILES,
  INSTITUTION_CONTACT,
  LIVE_EVENTS,
  QA_THREADS,
  rationaleTexts,
  RELATIONSHIP_MANAGER,
  VIDEOS,
  type ActivitySeed,
} from './client-content.ts';
import { benchmarkOf, DATA_END, ESTIMATE_DATE, FUND_SPECS, navSeries, sectorWeights, termsOf, SECTORS, type NavRow } from './client-funds.ts';
import { buildHolding, HOLDING_PLANS, QUALIFIED_ASSESSMENTS } from './client-holdings.ts';
import { QUALIFIED_VALID_DAYS } from '../services/client-portfolio.ts';
import { isoDay, utcDate } from '../dates.ts';
import { prng, round } from './prng.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const CHUNK = 4000;
const SEED = 20070101;
const SEEDED_AT = utcDate('2024-01-02T01:00:00').toDate();

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

function reportRows(fundId: number, inception: string) {
  const rows: { fundId: number; type: string; period: string; date: string }[] = [];
  const startYear = Number(inception.slice(0, 4));
  // Quarterly reports come out on the 20th of the month after the quarter, annual ones on 15 April, monthly ones on
  // the 10th of the next month.
  for (let y = startYear; y <= 2026; y++) {
    const year = utcDate(`${y}-01-01`);
    for (let q = 1; q <= 4; q++) {
      const quarter = year.add((q - 1) * 3, 'month');
      const quarterEnd = isoDay(quarter.add(2, 'month').endOf('month'));
      const published = isoDay(quarter.add(3, 'month').date(20));
      if (quarterEnd < inception || published > DATA_END) continue;
      rows.push({ fundId, type: 'quarterly', period: `${y}Q${q}`, date: published });
    }
    const annual = isoDay(year.add(1, 'year').month(3).date(15));
    if (isoDay(year.endOf('year')) > inception && annual <= DATA_END) rows.push({ fundId, type: 'annual', period: String(y), date: annual });
  }
  for (let m = 1; m <= 9; m++) {
    const month = utcDate('2026-01-01').add(m - 1, 'month');
    if (isoDay(month.date(28)) > inception) {
      rows.push({ fundId, type: 'monthly', period: month.format('YYYY-MM'), date: isoDay(month.add(1, 'month').date(10)) });
    }
  }
  return rows;
}

async function seedFunds(tx: Tx) {
  const navsByCode = new Map<string, NavRow[]>();
  const fundValues = FUND_SPECS.map((spec, i) => {
    const navs = navSeries(spec, SEED + i);
    navsByCode.set(spec.code, navs);
    const last = navs[navs.length - 1];
    const weekAgo = navs[Math.max(0, navs.length - 6)];
    const r = prng(SEED * 3 + i);
    const [benchmarkZh, benchmarkEn] = benchmarkOf(spec);
    const sectors = sectorWeights(spec, SEED * 7 + i);
    return {
      code: spec.code,
      nameZh: spec.nameZh,
      nameEn: spec.nameEn,
      currency: spec.kind === 'offshore' ? 'USD' : 'CNY',
      kind: spec.kind,
      strategy: spec.strategy,
      inceptionDate: spec.inception,
      benchmarkZh,
      benchmarkEn,
      aum: round((spec.kind === 'offshore' ? 50_000_000 : 300_000_000) * (1 + r.next() * 5), 2),
      aumDate: DATA_END,
      lastNav: last.nav,
      lastNavDate: last.date,
      weekAgoNav: weekAgo.nav,
      lastAccNav: last.accNav,
      estimatedNav: round(last.nav * (1 + 0.004 * r.gaussian()), 4),
      estimatedNavDate: ESTIMATE_DATE,
      partnerOffered: spec.partnerOffered,
      portfolioConfigured: spec.kind !== 'trust',
      mainPortfolioShare: round(0.82 + r.next() * 0.12, 4),
      terms: termsOf(spec),
      sectors,
      themes: sectors.slice(0, 3).map((s, k) => ({ zh: s.zh, en: s.en, weight: round((1 - 0.85) / (k + 2), 4) })),
      sort: i + 1,
    };
  });
  const inserted = await tx.insert(funds).values(fundValues).returning({ id: funds.id, code: funds.code });
  const idOf = new Map(inserted.map((f) => [f.code, f.id]));
  // One statement with one array per column (unnest): binding 300,000 scalar parameters made seeding slow.
  const navRows = FUND_SPECS.flatMap((spec) => navsByCode.get(spec.code)!.map((n) => ({ fundId: idOf.get(spec.code)!, ...n })));
  // Postgres array literals: one bound string per column (drizzle would spread a JS array into many params).
  const col = <K extends keyof (typeof navRows)[number]>(k: K) => `{${navRows.map((n) => n[k]).join(',')}}`;
  await tx.execute(sql`
    INSERT INTO ${fundNavs} (fund_id, date, nav, acc_nav, benchmark, estimated_nav)
    SELECT * FROM unnest(${col('fundId')}::int[], ${col('date')}::date[], ${col('nav')}::float8[],
      ${col('accNav')}::float8[], ${col('benchmark')}::float8[], ${col('estimatedNav')}::float8[])`);
  await tx.insert(fundReports).values(FUND_SPECS.flatMap((spec) => reportRows(idOf.get(spec.code)!, spec.inception)));
  await tx.insert(rationales).values(
    FUND_SPECS.flatMap((spec, i) =>
      rationaleTexts(i).map(([titleZh, summaryZh, titleEn, summaryEn], k) => ({
        fundId: idOf.get(spec.code)!,
        rank: k + 1,
        titleZh,
        titleEn,
        summaryZh,
        summaryEn,
        sectorZh: SECTORS[(spec.focus + k) % (SECTORS.length - 1)][0],
        sectorEn: SECTORS[(spec.focus + k) % (SECTORS.length - 1)][1],
      })),
    ),
  );
  return { idOf, navsByCode };
}

async function seedPersonaData(tx: Tx, idOf: Map<string, number>, navsByCode: Map<string, NavRow[]>) {
  const people = await tx.select({ id: users.id, email: users.email }).from(users);
  const userId = new Map(people.map((p) => [p.email ?? '', p.id]));
  const trades: (typeof transactions.$inferInsert)[] = [];
  for (const [email, plans] of Object.entries(HOLDING_PLANS)) {
    const uid = userId.get(email);
    if (uid === undefined) continue;
    for (const plan of plans) {
      const fundId = idOf.get(plan.fund)!;
      const { trades: rows, ...holding } = buildHolding(plan, navsByCode.get(plan.fund)!);
      await tx.insert(holdings).values({ userId: uid, fundId, ...holding });
      trades.push(...rows.map((t) => ({ userId: uid, fundId, ...t })));
    }
  }
  if (trades.length > 0) await insertChunks(trades, (chunk) => tx.insert(transactions).values(chunk));
  const assessed = Object.entries(QUALIFIED_ASSESSMENTS).flatMap(([email, a]) => {
    const uid = userId.get(email);
    const confirmed = utcDate(a.confirmed);
    return uid === undefined ? [] : [{ userId: uid, answers: a.answers, qualified: true, confirmedAt: confirmed.toDate(), expiresAt: confirmed.add(QUALIFIED_VALID_DAYS, 'day').toDate() }];
  });
  if (assessed.length > 0) await tx.insert(qualifiedAnswers).values(assessed);

  const partner = userId.get('partner@demo.test');
  if (partner !== undefined) {
    await tx.insert(fundFollows).values(['HL001', 'HL003', 'HLF01'].map((c) => ({ userId: partner, fundId: idOf.get(c)!, createdAt: SEEDED_AT })));
  }
  const prefs = people.map((p) => ({
    userId: p.id,
    relationshipManager: RELATIONSHIP_MANAGER,
    institutionContact: p.email === 'institution@demo.test' ? INSTITUTION_CONTACT : null,
  }));
  if (prefs.length > 0) await tx.insert(userPreferences).values(prefs);
  const investor = userId.get('investor@demo.test');
  if (investor !== undefined) {
    await tx.insert(userDevices).values([
      { id: 'dev-investor-iphone', userId: investor, familyId: null, name: 'iPhone (app)', lastSeenAt: utcDate('2026-10-29T12:00:00Z').toDate() },
      { id: 'dev-investor-laptop', userId: investor, familyId: null, name: 'Safari on macOS (web)', lastSeenAt: utcDate('2026-10-20T08:30:00Z').toDate() },
    ]);
    await tx.insert(wechatAccounts).values({ id: 'wx-investor-1', userId: investor, nickname: '嘉言', boundAt: utcDate('2025-03-02T03:00:00Z').toDate() });
  }
  const institution = userId.get('institution@demo.test');
  if (institution !== undefined) {
    await tx.insert(userDevices).values({ id: 'dev-institution-pc', userId: institution, familyId: null, name: 'Edge on Windows (web)', lastSeenAt: utcDate('2026-10-28T02:00:00Z').toDate() });
  }
  for (const [email, threads] of Object.entries(QA_THREADS)) {
    const uid = userId.get(email);
    if (uid === undefined) continue;
    for (const t of threads) {
      const created = utcDate(t.created).toDate();
      const replyAt = (days: number) => utcDate(t.created).add(days, 'day').toDate();
      const lastFirm = t.replies.filter((r) => r.from === 'firm').at(-1);
      const lastAny = t.replies.at(-1);
      const [q] = await tx
        .insert(qaQuestions)
        .values({
          userId: uid,
          title: t.title,
          description: t.description,
          createdAt: created,
          lastActivityAt: lastAny ? replyAt(lastAny.daysAfter) : created,
          lastReplyAt: lastFirm ? replyAt(lastFirm.daysAfter) : null,
          replyCount: t.replies.length,
          unread: t.unread,
        })
        .returning({ id: qaQuestions.id });
      if (t.replies.length > 0) {
        await tx.insert(qaReplies).values(t.replies.map((r) => ({ questionId: q.id, from: r.from, content: r.content, createdAt: replyAt(r.daysAfter) })));
      }
    }
  }
}

async function seedContent(tx: Tx) {
  await tx.insert(videos).values(VIDEOS.map((v) => ({ id: v.id, titleZh: v.zh, titleEn: v.en, duration: v.duration, clientsOnly: v.clientsOnly, cover: '' })));
  const files = await tx
    .insert(cmsFiles)
    .values(FILES.map((f) => ({ category: f.category, isPublic: f.isPublic, nameZh: f.zh, nameEn: f.en, publishDate: f.date })))
    .returning({ id: cmsFiles.id });
  await tx.insert(articles).values(
    articleSeeds(FILES.findIndex((f) => f.category === 'other')).map((a) => ({
      column: a.column,
      titleZh: a.zh[0],
      titleEn: a.en[0],
      summaryZh: a.zh[1],
      summaryEn: a.en[1],
      contentZh: articleHtml(a.zh[2]),
      contentEn: articleHtml(a.en[2]),
      publishDate: a.date,
      videoId: a.videoId ?? null,
      attachmentIds: (a.attachments ?? []).map((i) => files[i].id),
    })),
  );
  const addActivity = async (a: ActivitySeed, parentId: number | null) => {
    const start = utcDate(a.start);
    const [row] = await tx
      .insert(activities)
      .values({
        parentId,
        isPublic: a.isPublic,
        titleZh: a.zh[0],
        titleEn: a.en[0],
        summaryZh: a.zh[1],
        summaryEn: a.en[1],
        contentZh: articleHtml([...a.body.zh, `地点：${a.zh[2]}`]),
        contentEn: articleHtml([...a.body.en, `Location: ${a.en[2]}`]),
        locationZh: a.zh[2],
        locationEn: a.en[2],
        publishDate: a.start.slice(0, 10),
        startTime: start.toDate(),
        endTime: start.add(a.hours, 'hour').toDate(),
        videoId: a.videoId ?? null,
      })
      .returning({ id: activities.id });
    for (const child of a.children ?? []) await addActivity(child, row.id);
  };
  for (const a of ACTIVITIES) await addActivity(a, null);
  await tx.insert(announcements).values(
    ANNOUNCEMENTS.map((a) => ({ titleZh: a.zh[0], titleEn: a.en[0], contentZh: a.zh[1], contentEn: a.en[1], publishDate: a.date, activeUntil: a.until })),
  );
  await tx.insert(liveEvents).values(
    LIVE_EVENTS.map((e) => {
      const start = utcDate(e.start);
      return {
        titleZh: e.zh[0],
        titleEn: e.en[0],
        summaryZh: e.zh[1],
        summaryEn: e.en[1],
        startTime: start.toDate(),
        endTime: start.add(e.hours, 'hour').toDate(),
        clientsOnly: e.clientsOnly,
      };
    }),
  );
}

/** Called by seedIfEmpty inside its transaction, after the personas. Idempotent through the funds table. */
export async function seedClientArea(tx: Tx): Promise<void> {
  const existing = await tx.select({ id: funds.id }).from(funds).where(inArray(funds.code, ['HL001'])).limit(1);
  if (existing.length > 0) return;
  const { idOf, navsByCode } = await seedFunds(tx);
  await seedPersonaData(tx, idOf, navsByCode);
  await seedContent(tx);
}
