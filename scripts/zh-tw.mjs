// Generates every Traditional Chinese catalogue from its Simplified one with opencc
// (mainland → Taiwan standard, with Taiwanese phrasing). Run by `npm run i18n` and before each
// web build; a contract test fails when a committed zh-TW file is stale.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as OpenCC from 'opencc-js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const catalogues = [
  'packages/contract/src/i18n',
  'packages/contract/src/catalogue/labels',
  'apps/shop/src/i18n',
  'apps/shop/src/i18n/pages',
  'apps/shop/src/i18n/catalogue',
  'apps/console/src/i18n',
];

const convert = OpenCC.Converter({ from: 'cn', to: 'twp' });

function convertDeep(value) {
  if (typeof value === 'string') return convert(value);
  if (Array.isArray(value)) return value.map(convertDeep);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, convertDeep(v)]));
  }
  return value;
}

export function traditionalOf(dir) {
  const simplified = JSON.parse(readFileSync(path.join(root, dir, 'zh-CN.json'), 'utf8'));
  return JSON.stringify(convertDeep(simplified), null, 2) + '\n';
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const dir of catalogues) {
    if (!existsSync(path.join(root, dir, 'zh-CN.json'))) continue;
    const target = path.join(root, dir, 'zh-TW.generated.json');
    const text = traditionalOf(dir);
    // Unchanged files keep their time stamp, so `npm start` does not take them for new sources.
    if (existsSync(target) && readFileSync(target, 'utf8') === text) continue;
    writeFileSync(target, text);
    console.log(`zh-TW: ${dir}`);
  }
}
