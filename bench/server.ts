// What the benches share: the repository root, running a command, and the built server
// started on a port with a logged-in demo buyer.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: 'inherit',
    cwd: root,
  });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  { login = true, nodeArgs = [] }: { login?: boolean; nodeArgs?: string[] } = {},
) {
  const server = spawn(
    process.execPath,
    [...nodeArgs, path.join(root, 'apps/server/dist/main.js')],
    {
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 600) throw new Error('server did not start');
      await sleep(200);
    }
  }
  const stop = () => server.kill('SIGTERM');
  const pid = server.pid!;
  if (!login) return { base, token: '', stop, pid };
  const answer = await fetch(`${base}/api/Relation/EmailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
  }).then((r) => r.json() as Promise<{ Data: { ToKen: string } }>);
  return { base, token: answer.Data.ToKen, stop, pid };
}
