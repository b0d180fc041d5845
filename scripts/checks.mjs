// The static checks — every workspace's typecheck, the deployment test's, ESLint and Prettier —
// as many at once as the machine has cores. One after another they took about three minutes on
// two cores; each is a single-threaded process.
//   node scripts/checks.mjs              all of them (npm run check, which npm test starts with)
//   node scripts/checks.mjs typecheck    the typechecks (npm run typecheck)
//   node scripts/checks.mjs lint         ESLint and Prettier (npm run lint)
// A check's output is printed when it ends (in full when it failed); the exit code is 1 when
// any failed.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);

const typechecks = workspaces
  .filter((dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).scripts?.typecheck) // prettier-ignore
  .map((dir) => ({ name: `typecheck ${dir}`, command: 'npm', args: ['run', 'typecheck', '--silent', '-w', dir] })); // prettier-ignore

// Longest first within each group, so that the last to start is a short one.
const groups = {
  typecheck: [
    ...typechecks.sort((a, b) => weight(b.name) - weight(a.name)),
    { name: 'typecheck deploy/test', command: bin('tsc'), args: ['-p', 'deploy/test'] },
  ],
  lint: [
    { name: 'eslint', command: bin('eslint'), args: ['.'] },
    { name: 'prettier', command: bin('prettier'), args: ['--check', '.'] },
  ],
};
const chosen = process.argv[2];
if (chosen && !(chosen in groups)) {
  console.error(`checks.mjs: no group "${chosen}" (${Object.keys(groups).join(', ')})`);
  process.exit(2);
}
// All of them: ESLint, the longest, first.
const [eslint, prettier] = groups.lint;
const checks = chosen ? groups[chosen] : [eslint, ...groups.typecheck, prettier];

/** The slow typechecks (the server, the two apps and the benches) go first. */
function weight(name) {
  return /apps\/|bench/.test(name) ? 1 : 0;
}

function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      process.stdout.write(`${ok ? '✓' : '✗'} ${name} (${seconds} s)\n`);
      if (!ok) process.stdout.write(output.replace(/^/gm, '    ') + '\n');
      resolve(ok);
    });
  });
}

const queue = [...checks];
const results = [];
const started = Date.now();
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let check = queue.shift(); check; check = queue.shift()) results.push(await run(check));
  }),
);
const failed = results.filter((ok) => !ok).length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  failed
    ? `${failed} of ${checks.length} checks failed (${seconds} s)`
    : `${checks.length} checks passed (${seconds} s)`,
);
process.exit(failed ? 1 : 0);
