// Several people add messages at once: each keeps the English of their new messages in a JSON file
// ({ "<zh-CN source>": "<English>" }) and applies it with
//   flock /tmp/po.lock node --import tsx tools/i18n-apply.ts path/to/en.json
// which runs `lingui extract` and fills the missing English msgstr from the file. The .po files stay the
// source of truth; the JSON is only a way to hand translations in without two editors in one file.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parsePo, stringifyPo } from 'pofile-ts';

const file = process.argv[2];
execFileSync('npx', ['lingui', 'extract'], { stdio: 'inherit' });
const translations: Record<string, string> = file ? JSON.parse(readFileSync(file, 'utf8')) : {};
const path = 'src/locales/en.po';
const po = parsePo(readFileSync(path, 'utf8'));
let filled = 0;
const missing: string[] = [];
for (const item of po.items) {
  const current = item.msgstr.join('');
  if (current) continue;
  const english = translations[item.msgid];
  if (english) {
    item.msgstr = [english];
    filled += 1;
  } else missing.push(item.msgid);
}
writeFileSync(path, stringifyPo(po) + '\n');
console.log(`filled ${filled}; still missing ${missing.length}`);
for (const m of missing.slice(0, 50)) console.log(`  missing: ${m}`);
