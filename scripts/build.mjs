// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds demo data on a fresh embedded database and prints its URLs).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.join(root, 'packages/contract/src');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const targets = [
  {
    workspace: '@facet/shop',
    output: 'apps/shop/dist/index.html',
    sources: ['apps/shop/src', 'apps/shop/index.html'],
  },
  {
    workspace: '@facet/console',
    output: 'apps/console/dist/index.html',
    sources: ['apps/console/src', 'apps/console/index.html'],
  },
  {
    workspace: '@facet/server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'apps/server/drizzle'],
  },
];

for (const { workspace, output, sources } of targets) {
  const built = path.join(root, output);
  const sourceTime = Math.max(
    newest(contract),
    ...sources
      .map((s) => path.join(root, s))
      .filter(existsSync)
      .map((s) => (statSync(s).isDirectory() ? newest(s) : statSync(s).mtimeMs)),
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sourceTime) continue;
  console.log(`building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
