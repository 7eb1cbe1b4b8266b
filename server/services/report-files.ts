/**
 * Report PDFs. A report's model (report-model.ts) is gathered from the database: the fund's row, its NAV series up to
 * the period's end (the rows the NAV history API serves), its sector exposure, themes and rationales, in the report's
 * language. The PDF is rendered on first request, in a child process (report-pdf-child.ts) that reads the fonts,
 * renders and exits, so the fonts never stay in the server's memory; one report is rendered at a time, and a report
 * asked for again while it renders waits for the same one. CMS documents (client-files.ts) are rendered and kept the
 * same way, by the same child; investors' statements (statements.ts) are rendered by it too, but never kept.
 *
 * Rendered files are kept on disk under REPORT_CACHE_DIR (by default a directory in the system's temporary
 * directory), each named by the hash of its model and of the renderer (its sources, pdfkit's and the fonts'
 * versions): a changed NAV, title or renderer names another file, so no stale file is served. The directory keeps
 * the CACHE_MAX_FILES most recently used files; several servers may share it (files are written whole, then renamed).
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageType } from '../../src/constants.ts';
import type { AppContext } from '../context.ts';
import { isoDay, utcDate, type Dayjs } from '../dates.ts';
import type { fundReports } from '../db/schema.ts';
import { fundName, notFound, pick, type FundRow } from './client-access.ts';
import { navSeries, sectorsOf } from './client-assets.ts';
import { topRationales } from './client-portfolio.ts';
import type { DocumentModel } from './document-model.ts';
import type { NavTableRow, ReportModel, ReportType, Series, YearReturn } from './report-model.ts';
import type { StatementModel } from './statement-model.ts';

type ReportRow = typeof fundReports.$inferSelect;

/** The first and the last day of `months` months from `first`. */
const monthsFrom = (first: Dayjs, months: number): [string, string] => [isoDay(first), isoDay(first.add(months - 1, 'month').endOf('month'))];

/** The days a report's period covers: "2024" (annual), "2024-03" (monthly), "2024Q1" (quarterly). */
export function periodRange(type: string, period: string): [string, string] {
  if (type === 'annual') return monthsFrom(utcDate(`${period}-01-01`), 12);
  if (type === 'monthly') return monthsFrom(utcDate(`${period}-01`), 1);
  const [y, q] = period.split('Q').map(Number);
  return monthsFrom(utcDate(`${y}-01-01`).add((q - 1) * 3, 'month'), 3);
}

const dayNumber = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000;
/** Weeks from Monday to Sunday (day 0, 1970-01-01, was a Thursday). */
const weekOf = (iso: string) => Math.floor((dayNumber(iso) + 3) / 7);
const round = (v: number, decimals = 6) => Math.round(v * 10 ** decimals) / 10 ** decimals;

/** The chart keeps at most this many points of a fund's history (plus its last). */
const CHART_POINTS = 400;
const TRADING_DAYS = 250;

type NavRow = { date: string; nav: number; accNav: number; benchmark: number };

/** Cumulative returns of the rows from `base`'s values. */
const cumulative = (rows: NavRow[], base: NavRow): Series => ({
  dates: rows.map((r) => r.date),
  fund: rows.map((r) => round(r.accNav / base.accNav - 1)),
  benchmark: rows.map((r) => round(r.benchmark / base.benchmark - 1)),
});

/** The figures of a report from the fund's NAV series up to the period's end (oldest first). */
export function navFigures(rows: NavRow[], type: ReportType, from: string, to: string) {
  const upTo = rows.filter((r) => r.date <= to);
  if (upTo.length === 0) throw notFound();
  const first = upTo[0];
  const last = upTo[upTo.length - 1];
  // The opening: the last NAV before the period, or the first NAV when the fund was launched in it.
  const before = upTo.findLastIndex((r) => r.date < from);
  const open = Math.max(0, before);
  const inPeriod = upTo.slice(open + 1);
  const bucket = (r: NavRow) => (type === 'monthly' ? weekOf(r.date) : Number(r.date.slice(0, 4)) * 12 + Number(r.date.slice(5, 7)));
  const ends = inPeriod.filter((r, i) => i === inPeriod.length - 1 || bucket(inPeriod[i + 1]) !== bucket(r));
  const table: NavTableRow[] = [upTo[open], ...ends].map((r, i, all) => ({
    date: r.date,
    nav: r.nav,
    accNav: r.accNav,
    benchmark: r.benchmark,
    change: i === 0 ? null : round(r.accNav / all[i - 1].accNav - 1),
  }));

  const window = upTo.slice(open);
  const dividends: { date: string; amount: number }[] = [];
  let peak = window[0].accNav;
  let maxDrawdown = 0;
  const daily: number[] = [];
  window.forEach((r, i) => {
    peak = Math.max(peak, r.accNav);
    maxDrawdown = Math.max(maxDrawdown, 1 - r.accNav / peak);
    if (i === 0) return;
    const prev = window[i - 1];
    daily.push(r.accNav / prev.accNav - 1);
    const paid = round(r.accNav - r.nav - (prev.accNav - prev.nav), 4);
    if (paid > 0) dividends.push({ date: r.date, amount: paid });
  });
  const mean = daily.reduce((a, b) => a + b, 0) / Math.max(1, daily.length);
  const variance = daily.length > 1 ? daily.reduce((a, b) => a + (b - mean) ** 2, 0) / (daily.length - 1) : 0;
  const sinceInception = last.accNav / first.accNav - 1;
  const years = (dayNumber(last.date) - dayNumber(first.date)) / 365.25;

  const step = Math.ceil(upTo.length / CHART_POINTS);
  const sampled = upTo.filter((_, i) => i % step === 0 || i === upTo.length - 1);

  const yearReturns: YearReturn[] = [];
  const firstYear = Number(first.date.slice(0, 4));
  const lastYear = Number(last.date.slice(0, 4));
  for (let y = firstYear; y <= lastYear; y++) {
    const startIdx = y === firstYear ? 0 : upTo.findLastIndex((r) => Number(r.date.slice(0, 4)) < y);
    const endIdx = upTo.findLastIndex((r) => Number(r.date.slice(0, 4)) === y);
    const a = upTo[startIdx];
    const b = upTo[endIdx];
    yearReturns.push({
      year: String(y),
      fund: round(b.accNav / a.accNav - 1),
      benchmark: round(b.benchmark / a.benchmark - 1),
      partial: y === firstYear || (y === lastYear && to < `${y}-12-31`),
    });
  }

  return {
    table,
    dividends,
    stats: {
      periodReturn: round(last.accNav / upTo[open].accNav - 1),
      benchmarkReturn: round(last.benchmark / upTo[open].benchmark - 1),
      sinceInception: round(sinceInception),
      benchmarkSinceInception: round(last.benchmark / first.benchmark - 1),
      // Under a year an annualised figure would say more than the history does.
      annualised: years >= 1 ? round((1 + sinceInception) ** (1 / years) - 1) : null,
      volatility: round(Math.sqrt(variance * TRADING_DAYS)),
      maxDrawdown: round(maxDrawdown),
    },
    chart: cumulative(sampled, first),
    periodChart: cumulative(window, window[0]),
    years: yearReturns,
  };
}

/** The model of a report in `lang`, titled `title`. */
export async function reportModel(ctx: AppContext, f: FundRow, r: ReportRow, lang: LanguageType, title: string): Promise<ReportModel> {
  const type = (['quarterly', 'monthly', 'annual'].includes(r.type) ? r.type : 'quarterly') as ReportType;
  const [from, to] = periodRange(type, r.period);
  const [rows, rationales] = await Promise.all([navSeries(ctx, f.id, undefined, to), topRationales(ctx, f, lang)]);
  return {
    lang,
    title,
    type,
    period: r.period,
    from,
    to,
    published: r.date,
    fund: {
      code: f.code,
      name: fundName(f, lang),
      kind: f.kind as ReportModel['fund']['kind'],
      currency: f.currency,
      inception: f.inceptionDate,
      benchmark: pick(lang, f.benchmarkZh, f.benchmarkEn),
      aum: f.aum,
      aumDate: f.aumDate,
      terms: f.terms.map((t) => (lang === 'en_US' ? t.en : t.zh)),
    },
    ...navFigures(rows, type, from, to),
    portfolio: {
      asOf: f.lastNavDate,
      mainPortfolioShare: f.mainPortfolioShare,
      sectors: sectorsOf(f, lang).map((s) => ({ name: s.sector, weight: s.weight, benchmarkWeight: s.benchmarkWeight ?? null })),
      themes: f.themes.map((t) => ({ name: pick(lang, t.zh, t.en), weight: t.weight })),
      rationales: rationales.map((x) => ({ title: x.title, summary: x.summary })),
    },
  };
}

const TS = import.meta.url.endsWith('.ts');
/** The child's file: the TypeScript source (run by Node's type stripping) or, in the built server, its bundle. */
const CHILD = TS ? new URL('./report-pdf-child.ts', import.meta.url) : new URL('./report-pdf-child.mjs', import.meta.url);
/** What the renderer is made of: its sources (the bundle, built), which the cache's names depend on. */
const RENDERER_FILES = TS
  ? ['report-pdf-child.ts', 'report-pdf.ts', 'report-text.ts', 'report-model.ts', 'document-pdf.ts', 'document-model.ts'].map((f) => new URL(`./${f}`, import.meta.url))
  : [CHILD];
/** A render takes a second or two; one that has not ended by then is stopped. */
const RENDER_TIMEOUT_MS = 60_000;

export const CACHE_MAX_FILES = 1000;
const cacheDir = () => process.env.REPORT_CACHE_DIR || join(tmpdir(), 'harbourline-reports');

let rendererHash: string | undefined;
function rendererId(): string {
  if (rendererHash) return rendererHash;
  const hash = createHash('sha256');
  for (const file of RENDERER_FILES) hash.update(readFileSync(fileURLToPath(file)));
  const require = createRequire(import.meta.url);
  for (const pkg of ['pdfkit', '@embedpdf/fonts-sc']) {
    // Each package's entry is one folder down from its package.json.
    const manifest = JSON.parse(readFileSync(join(dirname(require.resolve(pkg)), '..', 'package.json'), 'utf8')) as { version: string };
    hash.update(`${pkg}@${manifest.version}\n`);
  }
  rendererHash = hash.digest('hex');
  return rendererHash;
}

/** What the child renders: a report, or a CMS document. */
export type PdfModel = ReportModel | DocumentModel;

export const cacheKey = (model: PdfModel) => createHash('sha256').update(rendererId()).update(JSON.stringify(model)).digest('hex').slice(0, 40);

function cached(key: string): Buffer | undefined {
  const file = join(cacheDir(), `${key}.pdf`);
  try {
    const bytes = readFileSync(file);
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // Another server may have just removed it: the bytes are read.
    }
    return bytes;
  } catch {
    return undefined;
  }
}

/** Writes the file whole under a name of its own, then renames it; keeps the most recently used files. */
function keep(key: string, bytes: Buffer) {
  const dir = cacheDir();
  try {
    mkdirSync(dir, { recursive: true });
    const part = join(dir, `${key}.${process.pid}.${randomBytes(4).toString('hex')}.part`);
    writeFileSync(part, bytes);
    renameSync(part, join(dir, `${key}.pdf`));
    const files = readdirSync(dir).filter((n) => n.endsWith('.pdf'));
    if (files.length <= CACHE_MAX_FILES) return;
    const byAge = files
      .map((name) => {
        try {
          return { name, at: statSync(join(dir, name)).mtimeMs };
        } catch {
          return { name, at: 0 };
        }
      })
      .sort((a, b) => a.at - b.at);
    for (const { name } of byAge.slice(0, files.length - Math.floor(CACHE_MAX_FILES * 0.9))) {
      try {
        unlinkSync(join(dir, name));
      } catch {
        // Removed by another server.
      }
    }
  } catch {
    // A cache that cannot be written costs a render on the next request, nothing else.
  }
}

/**
 * Renders in a child process of its own (plain node, none of the server's options), which exits with the documents:
 * the fonts' memory goes back to the system with it. Several models share one child (one reading of the fonts): a
 * list of files renders the ones it has not kept yet at once.
 */
function renderInChild(models: (PdfModel | StatementModel)[]): Promise<Buffer[]> {
  return new Promise<Buffer[]>((resolve, reject) => {
    const child = fork(fileURLToPath(CHILD), [], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), RENDER_TIMEOUT_MS);
    child.once('message', (data) => {
      resolve((data as Uint8Array[]).map((bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)));
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`report renderer exited with ${signal ?? code}`));
    });
    child.send(models);
  });
}

const rendering = new Map<string, Promise<Buffer>>();
/** The line of renders: each waits for the one before, so at most one child holds the fonts. */
let line: Promise<unknown> = Promise.resolve();

/**
 * The PDFs of reports or documents: each from the cache, or rendered (once, however many ask) and kept; the ones
 * not kept yet are rendered together, in one child.
 */
export function pdfsOf(models: PdfModel[]): Promise<Buffer[]> {
  const keys = models.map(cacheKey);
  const todo = new Map<string, PdfModel>();
  const found = keys.map((key, i) => {
    const hit = cached(key);
    if (hit) return Promise.resolve(hit);
    const pending = rendering.get(key);
    if (pending) return pending;
    todo.set(key, models[i]);
    return undefined;
  });
  if (todo.size > 0) {
    const batch = line.then(async () => {
      const out = new Map<string, Buffer>();
      const missing = [...todo].filter(([key]) => {
        const again = cached(key);
        if (again) out.set(key, again);
        return !again;
      });
      if (missing.length > 0) {
        const bytes = await renderInChild(missing.map(([, model]) => model));
        missing.forEach(([key], i) => {
          keep(key, bytes[i]);
          out.set(key, bytes[i]);
        });
      }
      return out;
    });
    line = batch.catch(() => undefined);
    for (const key of todo.keys()) {
      const pending = batch.then((out) => out.get(key)!);
      rendering.set(key, pending);
      // A failure is not kept: the next request tries again.
      void pending.then(
        () => rendering.delete(key),
        () => rendering.delete(key),
      );
    }
  }
  return Promise.all(found.map((p, i) => p ?? rendering.get(keys[i])!));
}

/** The report's (or document's) PDF: from the cache, or rendered (once, however many ask) and kept. */
export const reportPdf = async (model: PdfModel): Promise<Buffer> => (await pdfsOf([model]))[0];

/**
 * An investor's statement (statement-pdf.ts): rendered by the same child, in the same line, for each request and
 * kept nowhere, since it holds the investor's own figures.
 */
export function statementPdf(model: StatementModel): Promise<Buffer> {
  const rendered = line.then(async () => (await renderInChild([model]))[0]);
  line = rendered.catch(() => undefined);
  return rendered;
}
