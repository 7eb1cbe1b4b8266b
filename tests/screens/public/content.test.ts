/**
 * The firm's content in both languages: job postings complete in each, the pages about the firm of a real length,
 * every illustration the content names a small, self-contained SVG under public/images that exists, one per page,
 * tile, case, city and cover, and no illustration left that nothing shows.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROCHURES } from '../../../src/content/brochures';
import { CAREERS, type LocationId } from '../../../src/content/careers';
import { jobPostings, POSTINGS } from '../../../src/content/job-postings';
import { HOME } from '../../../src/content/home';
import { HOME_SECTIONS } from '../../../src/content/home-sections';
import { INVESTMENT } from '../../../src/content/investment';
import { MEDIA_PAGES } from '../../../src/content/media';
import { REPORTS } from '../../../src/content/reports';
import { SUSTAINABILITY } from '../../../src/content/sustainability';
import { TEAM } from '../../../src/content/team';
import { VIEWS, VIEWS_PAGE } from '../../../src/content/views';
import { initialsOf } from '../../../src/screens/public/initials-avatar';
import { sanitizePostingHtml } from '../../../src/screens/public/sanitize';

const IMAGES = join(process.cwd(), 'public/images');
const LANGS = ['zh', 'en'] as const;
const CJK = /[\u3400-\u9fff]/;

/** Every '/images/…' string anywhere in a content value. */
function imagesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && value.startsWith('/images/')) found.add(value);
  else if (Array.isArray(value)) value.forEach((v) => imagesIn(v, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => imagesIn(v, found));
  return found;
}

/** '/images/…' written literally in the screens (the maintenance notice's picture). */
function imagesInScreens(): Set<string> {
  const found = new Set<string>();
  const dir = join(process.cwd(), 'src/screens/public');
  for (const file of readdirSync(dir)) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/['"](\/images\/[\w.-]+)['"]/g)) found.add(m[1]);
  }
  return found;
}

const CONTENT = { HOME, HOME_SECTIONS, CAREERS, POSTINGS, INVESTMENT, SUSTAINABILITY, REPORTS, VIEWS, VIEWS_PAGE, BROCHURES, TEAM, MEDIA_PAGES };
const referenced = new Set([...imagesIn(CONTENT), ...imagesInScreens()]);

describe('job postings', () => {
  const locations = Object.keys(POSTINGS.zh) as LocationId[];

  it.each(locations)('%s has the same postings in both languages', (location) => {
    expect(POSTINGS.en[location].map((p) => p.id)).toEqual(POSTINGS.zh[location].map((p) => p.id));
    expect(POSTINGS.zh[location].length).toBeGreaterThan(0);
  });

  const all = LANGS.flatMap((lang) => locations.flatMap((location) => POSTINGS[lang][location].map((p) => [`${lang} ${p.id} ${p.title}`, lang, p] as const)));

  it.each(all)('%s: summary, team, location, responsibilities and requirements', (_, lang, posting) => {
    for (const text of [posting.title, posting.team, posting.location, posting.summary]) expect(text.trim()).not.toBe('');
    expect(posting.responsibilities.length).toBeGreaterThanOrEqual(4);
    expect(posting.requirements.length).toBeGreaterThanOrEqual(4);
    // Each language reads as itself: Chinese postings in Chinese, English ones without a Chinese character.
    const text = [posting.summary, ...posting.responsibilities, ...posting.requirements].join(' ');
    if (lang === 'zh') expect(text).toMatch(CJK);
    else expect(text).not.toMatch(CJK);
  });

  it.each(LANGS)('the job board receives every posting of each location as HTML with its sections, nothing of which the sanitiser drops (%s)', (lang) => {
    const tab = CAREERS[lang].tabs.find((t) => t.kind === 'tab' && t.id === 'social');
    if (tab?.kind !== 'tab') throw new Error('no experienced-hires tab');
    expect(tab.locations.map((l) => l.id).sort()).toEqual([...locations].sort());
    const headings = lang === 'zh' ? ['工作地点', '岗位职责', '任职要求'] : ['Location', 'Responsibilities', 'Requirements'];
    for (const location of tab.locations) {
      const postings = jobPostings(lang === 'zh' ? 'zh-CN' : 'en', location.id);
      expect(postings.map((p) => p.id)).toEqual(POSTINGS[lang][location.id].map((p) => p.id));
      for (const posting of postings) {
        for (const heading of headings) expect(posting.content).toContain(`<h4>${heading}</h4>`);
        expect(sanitizePostingHtml(posting.content)).toBe(posting.content);
      }
    }
  });
});

describe('pages about the firm', () => {
  it.each(LANGS)('say enough in %s: three to five paragraphs about us, our philosophy and our view of sustainability', (lang) => {
    for (const paragraphs of [HOME[lang].about.paragraphs, INVESTMENT[lang].approach.paragraphs, SUSTAINABILITY[lang].sections[0].paragraphs]) {
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.length).toBeLessThanOrEqual(5);
    }
  });

  it('have the same sections in both languages', () => {
    expect(SUSTAINABILITY.en.sections.map((s) => s.paragraphs.length)).toEqual(SUSTAINABILITY.zh.sections.map((s) => s.paragraphs.length));
    for (const report of Object.values(REPORTS)) {
      expect(report.en.sections.map((s) => [s.id, s.paragraphs.length])).toEqual(report.zh.sections.map((s) => [s.id, s.paragraphs.length]));
    }
    expect(VIEWS.en.map((a) => [a.id, a.paragraphs.length])).toEqual(VIEWS.zh.map((a) => [a.id, a.paragraphs.length]));
  });

  it('publish investment views of a real length', () => {
    for (const lang of LANGS) for (const article of VIEWS[lang]) expect(article.paragraphs.length, article.title).toBeGreaterThanOrEqual(5);
  });

  it('show every person by name in both languages, each with initials', () => {
    const people = [...TEAM.zh.flatMap((g) => g.members), ...CAREERS.zh.members];
    const english = [...TEAM.en.flatMap((g) => g.members), ...CAREERS.en.members];
    expect(english.map((m) => m.id)).toEqual(people.map((m) => m.id));
    expect(new Set(people.map((m) => m.id)).size).toBe(people.length);
    for (const m of [...people, ...english]) expect(initialsOf(m.name)).toMatch(/^(\p{Script=Han}|[A-Z]{2})$/u);
    expect(initialsOf('Lin Yuanzhou')).toBe('LY');
    expect(initialsOf('林远舟')).toBe('林');
  });
});

describe('illustrations', () => {
  it('every image the content names is under public/images', () => {
    const missing = [...referenced].filter((src) => !statSync(join(IMAGES, src.replace('/images/', '')), { throwIfNoEntry: false }));
    expect(missing).toEqual([]);
  });

  it('every file under public/images is shown somewhere', () => {
    const unused = readdirSync(IMAGES).filter((file) => !referenced.has(`/images/${file}`));
    expect(unused).toEqual([]);
  });

  it.each(readdirSync(IMAGES))('%s is a small, self-contained SVG', (file) => {
    expect(file).toMatch(/\.svg$/);
    const svg = readFileSync(join(IMAGES, file), 'utf8');
    expect(svg.length).toBeLessThanOrEqual(4 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    // Nothing that runs, fetches or embeds a picture: drawn shapes only.
    expect(svg).not.toMatch(/<script|<foreignObject|<image|\son\w+=|href="(?!#)|url\((?!#)|data:/i);
  });

  it('each page, tile, case, city and article has its own', () => {
    const banners = [
      HOME.zh.banner.image,
      INVESTMENT.zh.banner,
      SUSTAINABILITY.zh.image,
      CAREERS.zh.banner.image,
      VIEWS_PAGE.zh.banner,
      REPORTS.latest.zh.banner,
      REPORTS['2022'].zh.banner,
      MEDIA_PAGES.zh.live.banner,
      MEDIA_PAGES.zh.video.banner,
    ];
    const tiles = CAREERS.zh.tiles.map((t) => t.url);
    const tab = CAREERS.zh.tabs.find((t) => t.kind === 'tab' && t.id === 'social');
    const cities = tab?.kind === 'tab' ? tab.locations.map((l) => l.image) : [];
    const cases = INVESTMENT.zh.cases.map((c) => c.image);
    const articles = VIEWS.zh.map((a) => a.image);
    const covers = [BROCHURES['2021'].cover, BROCHURES.company.cover, BROCHURES.investment.cover];
    const all = [...banners, ...tiles, ...cities, ...cases, ...articles, ...covers];
    expect(new Set(all).size).toBe(all.length);
    expect(cities.length).toBe(4);
    // The two languages show the same pictures.
    expect([...imagesIn({ HOME: HOME.en, CAREERS: CAREERS.en, INVESTMENT: INVESTMENT.en, SUSTAINABILITY: SUSTAINABILITY.en, VIEWS: VIEWS.en, VIEWS_PAGE: VIEWS_PAGE.en, MEDIA: MEDIA_PAGES.en })].sort()).toEqual(
      [...imagesIn({ HOME: HOME.zh, CAREERS: CAREERS.zh, INVESTMENT: INVESTMENT.zh, SUSTAINABILITY: SUSTAINABILITY.zh, VIEWS: VIEWS.zh, VIEWS_PAGE: VIEWS_PAGE.zh, MEDIA: MEDIA_PAGES.zh })].sort(),
    );
  });

  it('brochure covers say what they show, in the brochure language', () => {
    for (const brochure of Object.values(BROCHURES)) {
      expect(brochure.coverAlt.length).toBeGreaterThan(10);
      if (brochure.lang === 'en') expect(brochure.coverAlt).not.toMatch(CJK);
      else expect(brochure.coverAlt).toMatch(CJK);
    }
  });
});
