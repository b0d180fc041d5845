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
  {
    login = true,
    nodeArgs = [],
    openFiles,
  }: {
    login?: boolean;
    nodeArgs?: string[];
    /**
     * The server's open-files limit (a socket each), set by the shell that execs it; the hard
     * limit when this is above it (a container without CAP_SYS_RESOURCE cannot go past it).
     */
    openFiles?: number;
  } = {},
) {
  const command = [process.execPath, ...nodeArgs, path.join(root, 'apps/server/dist/main.js')];
  // The command reaches the shell as its arguments ("$@"), so nothing in it needs quoting.
  const [file, ...fileArgs] = openFiles
    ? ['bash', '-c', `{ ulimit -n ${openFiles} || ulimit -n hard; } 2>/dev/null && exec "$@"`, 'bash', ...command] // prettier-ignore
    : command;
  const server = spawn(file!, fileArgs, {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 600 || exited) throw new Error('server did not start');
      await sleep(200);
    }
  }
  const stop = () => server.kill('SIGTERM');
  /** A crash: no draining, no goodbye to the sockets. */
  const kill = () => server.kill('SIGKILL');
  const pid = server.pid!;
  if (!login) return { base, token: '', stop, kill, pid };
  const answer = await fetch(`${base}/api/Relation/EmailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234', RememberMe: true }),
  }).then((r) => r.json() as Promise<{ Data: { ToKen: string } }>);
  return { base, token: answer.Data.ToKen, stop, kill, pid };
}

/** A buyer's session on `base`, with a delivery address in Hong Kong (the n-th buyer's). */
export async function buyerWithAddress(base: string, email: string, password: string, n: number) {
  const login = await fetch(`${base}/api/Relation/EmailLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: email, Password: password }),
  }).then((r) => r.json() as Promise<{ Data: { ToKen: string } }>);
  const token = login.Data.ToKen;
  await fetch(`${base}/api/Wholesaler_Address/AddOrUpd`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      Surname: 'Bench', Name: String(n), Mobile: '+852 9000 0000',
      Address: '1 Harbour Road', City: 'Hong Kong', Country: 'Hong Kong',
    }), // prettier-ignore
  });
  return token;
}
