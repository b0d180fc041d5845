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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// What every app is built from besides its own folder: the shared contract and the lock file.
const shared = ['packages/contract/src', 'package-lock.json', 'tsconfig.base.json'];

const targets = [
  {
    workspace: '@facet/shop',
    dist: 'apps/shop/dist',
    output: 'index.html',
    sources: [
      'apps/shop/src',
      'apps/shop/public',
      'apps/shop/index.html',
      'apps/shop/vite.config.ts',
      'apps/shop/package.json',
    ],
  },
  {
    workspace: '@facet/console',
    dist: 'apps/console/dist',
    output: 'index.html',
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

const staleOnly = process.argv.includes('--stale');

for (const { workspace, dist, output, sources } of targets) {
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
  // The build may have regenerated sources (the zh-TW catalogues): stamp what they are now.
  writeFileSync(stamp, digestOf(sources));
}
