/**
 * `npm run sheets`: the designer's review sheet. Every screen story of the built Storybook, in Chinese and in
 * English, at phone (390 px) and desktop (1440 px) width, as images on one browsable page:
 * artifacts/sheets/latest/index.html, each image named by its story, its state and its language.
 *
 *   npm run sheets                       builds Storybook when storybook-static/ is missing, then draws the sheet
 *   npm run sheets -- --grep Binding     only the stories whose title or name has "Binding"
 *   npm run sheets -- --compare <dir>    marks what differs from another sheet (the last release's), with its
 *                                        drawing beside; without it, the sheet drawn before this one
 *                                        (artifacts/sheets/previous) is compared
 *   npm run sheets -- --build            builds Storybook first (it warns when the build is older than the sources)
 *
 * A story and its twin in the other language (`Name` / `NameEn`, stories/support/locale.ts) are one state: each is
 * drawn in its own language. A story without a twin is drawn in both (the toolbar's language, set by the URL).
 * Machine charts and flow pages are left out: they are not screens.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveDir } from '../build/serve-dir.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;
/** Story titles that are not screens. */
const NOT_SCREENS = /^(Machines|Flows)\//;

export interface IndexEntry {
  type: string;
  id: string;
  title: string;
  name: string;
  exportName?: string;
}
export interface Shot {
  id: string;
  title: string;
  name: string;
  /** The state the story shows: its name, without the " En" of an English twin. */
  state: string;
  locale: 'zh-CN' | 'en';
  width: keyof typeof WIDTHS;
  /** File name inside the sheet's img/ folder. */
  file: string;
}

/** What the sheet draws: each screen story in its own language (both, without a twin), at both widths. */
export function shotsOf(entries: IndexEntry[], grep?: RegExp): Shot[] {
  const stories = entries.filter((e) => e.type === 'story' && !NOT_SCREENS.test(e.title) && (!grep || grep.test(`${e.title} ${e.name}`)));
  const exports = new Set(stories.map((e) => `${e.title}::${e.exportName ?? e.name}`));
  return stories.flatMap((e) => {
    const name = e.exportName ?? e.name;
    const english = /En$/.test(name) && exports.has(`${e.title}::${name.replace(/En$/, '')}`);
    const twinned = english || exports.has(`${e.title}::${name}En`);
    const locales: Array<'zh-CN' | 'en'> = twinned ? [english ? 'en' : 'zh-CN'] : ['zh-CN', 'en'];
    return locales.flatMap((locale) =>
      (Object.keys(WIDTHS) as Array<keyof typeof WIDTHS>).map((width) => ({
        id: e.id,
        title: e.title,
        name: e.name,
        state: english ? e.name.replace(/\s*En$/, '') : e.name,
        locale,
        width,
        file: `${e.id}--${locale}--${width}.png`,
      })),
    );
  });
}

const esc = (s: string) => s.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** How an image compares with the other sheet's image of the same story, language and width. */
export type Change = 'same' | 'changed' | 'new' | null;

export interface Comparison {
  changes: Map<string, Change>;
  /** Images the other sheet has and this one does not (a story renamed or gone); only when the whole sheet is drawn. */
  removed: string[];
}

export function sheetHtml(shots: Shot[], { changes, removed }: Comparison, against: string | null, builtAt: string | null = null): string {
  const byTitle = new Map<string, Shot[]>();
  for (const s of shots) byTitle.set(s.title, [...(byTitle.get(s.title) ?? []), s]);
  const count = (c: Change) => [...changes.values()].filter((v) => v === c).length;
  const label = { 'zh-CN': '中文', en: 'English' } as const;
  const sections = [...byTitle.entries()]
    .map(([title, list]) => {
      const byState = new Map<string, Shot[]>();
      for (const s of list) byState.set(s.state, [...(byState.get(s.state) ?? []), s]);
      const figure = (s: Shot) => {
          const change = changes.get(s.file) ?? null;
          const mark = change && change !== 'same' ? `<strong class="${change}">${change === 'new' ? 'new' : 'changed'}</strong> ` : '';
          const alt = `${s.title} — ${s.name}, ${label[s.locale]}, ${WIDTHS[s.width].width} px`;
          const before =
            change === 'changed'
              ? `<a class="before" href="img/before/${esc(s.file)}"><img loading="lazy" src="img/before/${esc(s.file)}" alt="${esc(`${alt}, before`)}"></a>`
              : '';
          return `<figure class="${s.width}${change && change !== 'same' ? ' marked' : ''}"><div class="pair">${before}<a href="img/${esc(s.file)}"><img loading="lazy" src="img/${esc(s.file)}" alt="${esc(alt)}"></a></div>
<figcaption>${mark}<b>${esc(s.name)}</b> · ${label[s.locale]} · ${WIDTHS[s.width].width} px${before ? ' (before · now)' : ''}</figcaption></figure>`;
      };
      const rows = [...byState.entries()].map(([state, shots]) => `<h3>${esc(state)}</h3><div class="grid">${shots.map(figure).join('\n')}</div>`).join('\n');
      return `<section><h2 id="${esc(title)}">${esc(title)}</h2>${rows}</section>`;
    })
    .join('\n');
  const gone = removed.length ? ` ${removed.length} no longer drawn: ${removed.map((f) => `<code>${esc(f)}</code>`).join(', ')}.` : '';
  const summary = against
    ? `<p>Compared with <code>${esc(against)}</code>: ${count('changed')} changed (the earlier drawing beside), ${count('new')} new, ${count('same')} the same.${gone} <label><input type="checkbox" id="only"> show only what changed</label></p>`
    : '<p>No earlier sheet to compare with.</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Review sheet</title><style>
body{font:15px/1.5 system-ui,"Noto Sans CJK SC",sans-serif;margin:1.5rem;color:#1a202c}h2{margin-top:2.5rem;border-bottom:1px solid #cbd5e0}h3{margin:1.2rem 0 .4rem;font-size:16px}
.grid{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-start}figure{margin:0;border:1px solid #cbd5e0;padding:.4rem;background:#f7fafc}
figure.phone{width:195px}figure.desktop{width:480px}figure.marked.phone{width:398px}figure.marked.desktop{width:968px}
.pair{display:flex;gap:8px}.pair a{flex:1}.before{opacity:.75}img{display:block;width:100%;height:auto;max-height:900px;object-fit:cover;object-position:top}
figcaption{font-size:13px}.changed{color:#9b2c2c}.new{color:#2b6cb0}body.only figure:not(.marked){display:none}
</style></head><body><h1>Review sheet: every screen story, in both languages, at 390 and 1440 px</h1>
<p>${shots.length} images of ${byTitle.size === 1 ? '1 component' : `${byTitle.size} components`}, one row per state: Chinese and English, phone and desktop. Each image opens full size.${builtAt ? ` Drawn from the Storybook built at ${esc(builtAt)}.` : ''}</p>${summary}
<nav><ul>${[...byTitle.keys()].map((t) => `<li><a href="#${esc(t)}">${esc(t)}</a></li>`).join('')}</ul></nav>
${sections}
<script>document.getElementById('only')?.addEventListener('change',(e)=>document.body.classList.toggle('only',e.target.checked))</script>
</body></html>
`;
}

const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Compares each image with the other sheet's image of the same name (Chromium draws the same page byte for byte),
 * and copies the earlier drawing of each changed one beside the sheet (img/before/), so the page shows both.
 */
export function compare(shots: Shot[], dir: string, otherDir: string | null, { whole = true } = {}): Comparison {
  const changes = new Map<string, Change>();
  if (!otherDir) return { changes, removed: [] };
  mkdirSync(join(dir, 'img', 'before'), { recursive: true });
  for (const s of shots) {
    const other = join(otherDir, 'img', s.file);
    const change: Change = !existsSync(other) ? 'new' : digest(other) === digest(join(dir, 'img', s.file)) ? 'same' : 'changed';
    if (change === 'changed') copyFileSync(other, join(dir, 'img', 'before', s.file));
    changes.set(s.file, change);
  }
  const drawn = new Set(shots.map((s) => s.file));
  const removed = whole && existsSync(join(otherDir, 'img')) ? readdirSync(join(otherDir, 'img')).filter((f) => f.endsWith('.png') && !drawn.has(f)).sort() : [];
  return { changes, removed };
}

/** The newest file of the stories and the sources they draw, to tell a Storybook build older than them. */
function newestSource(root: string): { file: string; time: number } | null {
  let newest: { file: string; time: number } | null = null;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const time = statSync(path).mtimeMs;
        if (!newest || time > newest.time) newest = { file: path, time };
      }
    }
  };
  for (const dir of ['src', 'stories']) if (existsSync(join(root, dir))) walk(join(root, dir));
  return newest;
}

async function main() {
  const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const { values } = parseArgs({ options: { grep: { type: 'string' }, compare: { type: 'string' }, storybook: { type: 'string', default: 'storybook-static' }, build: { type: 'boolean', default: false } } });
  const storybook = resolve(ROOT, values.storybook!);
  if (values.build || !existsSync(join(storybook, 'index.json'))) {
    console.log('Building Storybook (npm run build-storybook)…');
    const built = spawnSync('npm', ['run', 'build-storybook'], { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const built = statSync(join(storybook, 'index.json')).mtime;
  const newer = newestSource(ROOT);
  if (newer && newer.time > built.getTime()) {
    console.warn(`Storybook was built at ${built.toISOString()}, before ${relative(ROOT, newer.file)} changed: the sheet shows that build (npm run sheets -- --build draws the current one).`);
  }
  const shots = shotsOf(Object.values(index.entries), values.grep ? new RegExp(values.grep, 'i') : undefined);
  const sheets = join(ROOT, 'artifacts/sheets');
  const dir = join(sheets, 'latest');
  const previous = join(sheets, 'previous');
  if (existsSync(dir)) {
    rmSync(previous, { recursive: true, force: true });
    renameSync(dir, previous);
  }
  mkdirSync(join(dir, 'img'), { recursive: true });

  const server = await serveDir(storybook);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const started = Date.now();
  const failed: string[] = [];
  try {
    const queue = [...shots];
    // Two pages at once: one per core.
    await Promise.all(
      [0, 1].map(async () => {
        const pages = new Map<string, Awaited<ReturnType<typeof browser.newPage>>>();
        for (let shot = queue.shift(); shot; shot = queue.shift()) {
          let page = pages.get(shot.width);
          if (!page) pages.set(shot.width, (page = await browser.newPage({ viewport: WIDTHS[shot.width] })));
          await page.goto(`${base}/iframe.html?id=${shot.id}&viewMode=story&globals=locale:${shot.locale}`);
          const shown = await page
            .waitForFunction(() => ['sb-show-main', 'sb-show-errordisplay'].find((c) => globalThis.document.body.classList.contains(c)), null, { timeout: 20_000 })
            .then((h) => h.jsonValue())
            .catch(() => 'nothing');
          if (shown !== 'sb-show-main') failed.push(`${shot.id} (${shot.locale}, ${shot.width})`);
          // The fonts, and the pictures and lazy chunks a story loads after its first render.
          await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: join(dir, 'img', shot.file), fullPage: true, animations: 'disabled' });
          if ((shots.length - queue.length) % 100 === 0) console.log(`  ${shots.length - queue.length}/${shots.length}`);
        }
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  const against = values.compare ? resolve(values.compare) : existsSync(previous) ? previous : null;
  const comparison = compare(shots, dir, against, { whole: !values.grep });
  const shown = against && (against.startsWith(ROOT) ? relative(ROOT, against) : against);
  writeFileSync(join(dir, 'index.html'), sheetHtml(shots, comparison, shown, built.toISOString()));
  console.log(`sheet: ${shots.length} images in ${((Date.now() - started) / 1000).toFixed(0)} s → ${relative(ROOT, join(dir, 'index.html'))}`);
  if (against) {
    const n = (c: Change) => [...comparison.changes.values()].filter((v) => v === c).length;
    console.log(`compared with ${shown}: ${n('changed')} changed, ${n('new')} new, ${n('same')} the same${comparison.removed.length ? `, ${comparison.removed.length} no longer drawn` : ''}`);
  }
  if (failed.length) {
    console.error(`${failed.length} stories showed Storybook's error display:\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
