/**
 * Real processes for the chaos suite: Facet as `npm start` runs it, a PostgreSQL server and a
 * Redis server of the test's own (so stopping them disturbs nothing else on the machine).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverRoot } from '../platform/paths';

export const repoRoot = path.resolve(serverRoot, '../..');
const serverMain = path.join(serverRoot, 'dist/main.js');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it holds or `ms` pass; returns how long it took. */
export async function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  ms = 30_000,
): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

/** The PostgreSQL binaries of the installed server (Debian's layout). */
function postgresBin(name: string) {
  const versions = readdirSync('/usr/lib/postgresql').sort();
  return path.join('/usr/lib/postgresql', versions.at(-1)!, 'bin', name);
}

/** PostgreSQL refuses to run as root: its files and processes belong to `postgres` then. */
function asPostgres(command: string, args: string[]) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${path.basename(command)} failed: ${result.stderr || result.stdout}`);
  }
}

/** A PostgreSQL server of its own on a free port, in a temporary directory. */
export async function privatePostgres() {
  const dir = mkdtempSync(path.join(tmpdir(), 'facet-chaos-pg-'));
  if (process.getuid?.() === 0) chownSync(dir, uidOf('postgres'), -1);
  const port = await freePort();
  const data = path.join(dir, 'data');
  asPostgres(postgresBin('initdb'), [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`;
  const control = (...args: string[]) => asPostgres(postgresBin('pg_ctl'), ['-D', data, ...args]);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T>(database: string, sql: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query(sql, params)).rows as T[];
    } finally {
      await client.end();
    }
  };
  const admin = <T>(sql: string, params: unknown[] = []) => query<T>('postgres', sql, params);
  const start = () => control('-o', options, '-l', path.join(dir, 'log'), '-w', 'start');
  start();
  return {
    url,
    /** Runs one statement on `database` and returns its rows. */
    query,
    async createDatabase(name: string) {
      await admin(`create database ${name}`);
      return url(name);
    },
    /** Ends every connection to `database` from the server side, as a fail-over would. */
    terminateConnections: (database: string) =>
      admin<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      ),
    /** A fast shutdown: clients are disconnected, the server stops. */
    stop: () => control('-m', 'fast', '-w', 'stop'),
    start,
    close() {
      try {
        control('-m', 'immediate', '-w', 'stop');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function uidOf(user: string) {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${user}:`));
  if (!line) throw new Error(`no user ${user}`);
  return Number(line.split(':')[2]);
}

/** A Redis server of its own on a fixed port, so a restart comes back at the same address. */
export async function privateRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const ping = () =>
    spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() ===
    'PONG';
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor('redis-server', ping, 10_000);
    },
    async stop() {
      const stopping = child;
      child = null;
      if (!stopping || stopping.exitCode !== null) return;
      const exited = new Promise((resolve) => stopping.once('exit', resolve));
      stopping.kill('SIGKILL');
      await exited;
    },
  };
}

export type FacetOptions = {
  env: Record<string, string | undefined>;
  /** Start through `npm start` (build check, then `exec`) instead of node directly. */
  npm?: boolean;
};

/** One Facet server process with its own data directory; its log is kept for the test. */
export async function startFacet({ env, npm = false }: FacetOptions) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'facet-chaos-'));
  // A variable set to undefined is left out, so a test can take one away from the parent's.
  const merged = Object.fromEntries(
    Object.entries({
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      RATE_CODE_PER_IP_HOUR: '100000',
      ...env,
    }).filter(([, value]) => value !== undefined),
  );
  const child = npm
    ? spawn('npm', ['start', '--silent'], { cwd: repoRoot, env: merged, stdio: 'pipe' })
    : spawn(process.execPath, [serverMain], { cwd: repoRoot, env: merged, stdio: 'pipe' });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>(
    (resolve) => child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    child,
    exited,
    output: () => output,
    /** The server's JSON log lines whose message is `msg`. */
    logged: (msg: string) =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { msg: string; [key: string]: unknown })
        .filter((line) => line.msg === msg),
    async ready(ms = 60_000) {
      return waitFor(
        `Facet on ${url} (output so far:\n${output.slice(-2000)})`,
        async () => {
          if (child.exitCode !== null) throw new Error(`Facet exited:\n${output}`);
          return (await fetch(`${url}/api/health`)).ok;
        },
        ms,
      );
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    removeData: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export type Facet = Awaited<ReturnType<typeof startFacet>>;

export const builtServerExists = () => existsSync(serverMain);
