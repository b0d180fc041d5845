// Measures the shop's initial JavaScript: the entry script and every chunk index.html
// preloads, gzipped (level 9, as a CDN would serve it). Budget: 170 KB. Writes
// bench/results/bundle-size.json. Run after `npm run build` (`npm run bench:bundle`).
import { readFileSync, writeFileSync, mkdirSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 170;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/shop/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');

const initial = [
  ...html.matchAll(/<script[^>]+src="\/?([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+\.js)"/g),
].map((m) => m[1]);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const measure = (file) => {
  const data = readFileSync(path.join(dist, file));
  return { file, raw: kb(data.length), gzip: kb(gzipSync(data, { level: 9 }).length) };
};

const files = [...new Set(initial)].map(measure);
const total = Math.round(files.reduce((sum, f) => sum + f.gzip, 0) * 10) / 10;
const allChunks = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js')).length;
const result = {
  measuredAt: new Date().toISOString(),
  budgetKb: BUDGET_KB,
  initialJsGzipKb: total,
  withinBudget: total <= BUDGET_KB,
  lazyChunks: allChunks - files.length,
  files,
};
mkdirSync(path.join(root, 'bench/results'), { recursive: true });
writeFileSync(path.join(root, 'bench/results/bundle-size.json'), JSON.stringify(result, null, 2) + '\n');
console.log(`shop initial JS: ${total} KB gzipped (budget ${BUDGET_KB} KB), ${result.lazyChunks} lazy chunks`);
for (const f of files) console.log(`  ${f.file}  ${f.raw} KB raw, ${f.gzip} KB gzip`);
if (!result.withinBudget) process.exitCode = 1;
