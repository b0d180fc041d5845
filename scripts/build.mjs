// `npm run build` builds the shop, the console and the server; `npm start` first builds only
// those whose sources changed since their last build, then `exec`s the server, so signals
// reach it directly and npm waits for it to finish draining. "Changed" means content, not time stamps: a checkout, a
// copy or a regenerated-but-identical file does not trigger a rebuild. A built tree starts in
// about a second.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// What every app is built from besides its own folder: the shared contract and the lock file.
const shared = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json'];

const targets = [
  {
    workspace: '@facet/shop',
    dist: 'apps/shop/dist',
    output: 'index.html',
    precompress: true,
    sources: [
      'apps/shop/src',
      'apps/shop/public',
      'apps/shop/index.html',
      'apps/shop/store.html',
      'apps/shop/vite.config.ts',
      'apps/shop/vite.storefront.config.ts',
      'apps/shop/vite-plugins.ts',
      'apps/shop/page-chunks.ts',
      'apps/shop/package.json',
    ],
  },
  {
    workspace: '@facet/console',
    dist: 'apps/console/dist',
    output: 'index.html',
    precompress: true,
    sources: [
      'apps/console/src',
      'apps/console/public',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/package.json',
    ],
  },
  {
    workspace: '@facet/server',
    dist: 'apps/server/dist',
    output: 'main.js',
    sources: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/tsup.config.ts',
      'apps/server/package.json',
    ],
  },
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
}

/** One digest over the names and contents of every source file of a target. */
function digestOf(sources) {
  const hash = createHash('sha256');
  for (const file of [...shared, ...sources].flatMap((entry) => [...files(entry)])) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** What is worth compressing: text. Pictures and fonts are compressed in their own formats. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, the encoded file saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Brotli (at its best, 11) and gzip (9) beside every text asset of a built web app, once at
 * build: the server sends the variant the browser accepts (`@fastify/static`'s
 * `preCompressed`), so no request pays for compressing a file that never changes.
 */
function precompress(dist) {
  let before = 0;
  let after = 0;
  for (const file of files(dist)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(root, file);
    const content = readFileSync(full);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    writeFileSync(`${full}.br`, br);
    writeFileSync(`${full}.gz`, gzipSync(content, { level: 9 }));
    before += content.length;
    after += br.length;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`${dist}: ${kb(before)} of text, ${kb(after)} as Brotli`);
}

const staleOnly = process.argv.includes('--stale');

for (const { workspace, dist, output, sources, precompress: compress } of targets) {
  // A production install (the image) holds the build, not the sources: nothing to rebuild.
  const installedBuild = !existsSync(path.join(root, sources[0])) && existsSync(path.join(root, dist, output)); // prettier-ignore
  if (staleOnly && installedBuild) continue;
  const stamp = path.join(root, dist, '.source-digest');
  const digest = digestOf(sources);
  const built =
    staleOnly &&
    existsSync(path.join(root, dist, output)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === digest;
  if (built) continue;
  console.log(`building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  if (compress) precompress(dist);
  // The build may have regenerated sources (the zh-TW catalogues): stamp what they are now.
  writeFileSync(stamp, digestOf(sources));
}
