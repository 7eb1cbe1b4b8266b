import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compare, sheetHtml, shotsOf, type IndexEntry } from '../../tools/sheets';

const story = (title: string, exportName: string): IndexEntry => ({
  type: 'story',
  id: `${title.toLowerCase().replace(/\W+/g, '-')}--${exportName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}`,
  title,
  name: exportName.replace(/([a-z])([A-Z])/g, '$1 $2'),
  exportName,
});

describe('npm run sheets: what the designer gets', () => {
  const entries = [
    story('Onboarding/BindingScreen', 'Editing'),
    story('Onboarding/BindingScreen', 'EditingEn'),
    story('Components/TabStrip', 'Default'),
    story('Machines/Charts', 'Login'),
    { type: 'docs', id: 'intro--docs', title: 'Intro', name: 'Docs' },
  ];

  it('draws a twinned story in its own language and one without a twin in both, each at 390 and 1440 px; charts are no screens', () => {
    const shots = shotsOf(entries);
    const seen = shots.map((s) => `${s.title}/${s.name} ${s.locale} ${s.width}`);
    expect(seen).toEqual([
      'Onboarding/BindingScreen/Editing zh-CN phone',
      'Onboarding/BindingScreen/Editing zh-CN desktop',
      'Onboarding/BindingScreen/Editing En en phone',
      'Onboarding/BindingScreen/Editing En en desktop',
      'Components/TabStrip/Default zh-CN phone',
      'Components/TabStrip/Default zh-CN desktop',
      'Components/TabStrip/Default en phone',
      'Components/TabStrip/Default en desktop',
    ]);
    expect(new Set(shots.map((s) => s.file)).size).toBe(shots.length);
    // A story and its English twin are one state: one row of the sheet.
    expect(new Set(shots.filter((s) => s.title === 'Onboarding/BindingScreen').map((s) => s.state))).toEqual(new Set(['Editing']));
    expect(shotsOf(entries, /tabstrip/i).every((s) => s.title === 'Components/TabStrip')).toBe(true);
  });

  it('marks the images that differ from the other sheet, and the new ones', () => {
    const shots = shotsOf(entries.slice(0, 2));
    const [now, before] = [mkdtempSync(join(tmpdir(), 'sheet-')), mkdtempSync(join(tmpdir(), 'sheet-'))];
    for (const dir of [now, before]) mkdirSync(join(dir, 'img'));
    for (const s of shots) writeFileSync(join(now, 'img', s.file), `png of ${s.file}`);
    writeFileSync(join(before, 'img', shots[0].file), `png of ${shots[0].file}`);
    writeFileSync(join(before, 'img', shots[1].file), 'an older drawing');
    writeFileSync(join(before, 'img', 'onboarding-bindingscreen--gone--zh-CN--phone.png'), 'a story since removed');
    const comparison = compare(shots, now, before);
    expect(shots.map((s) => comparison.changes.get(s.file))).toEqual(['same', 'changed', 'new', 'new']);
    expect(comparison.removed).toEqual(['onboarding-bindingscreen--gone--zh-CN--phone.png']);
    const html = sheetHtml(shots, comparison, 'artifacts/sheets/previous');
    expect(html).toContain('1 changed (the earlier drawing beside), 2 new, 1 the same. 1 no longer drawn');
    // The changed image is shown beside its earlier drawing, copied next to the sheet.
    expect(html).toContain(`src="img/before/${shots[1].file}"`);
    expect(readFileSync(join(now, 'img', 'before', shots[1].file), 'utf8')).toBe('an older drawing');
    // Drawn for a few stories only (--grep), nothing is said to be gone.
    expect(compare(shots, now, before, { whole: false }).removed).toEqual([]);
    expect(html).toContain('alt="Onboarding/BindingScreen — Editing En, English, 1440 px"');
  });
});
