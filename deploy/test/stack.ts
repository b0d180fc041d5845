/**
 * The stack of deploy/compose.yaml, started with Compose on free ports of the host network,
 * plus a second deployment ("stack B": one Facet instance on a database of its own) sharing
 * the first one's Redis.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { composeCommand, deployDir, docker, log, must, run, sleep } from './shell';

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

/** Polls `check` until it holds or `ms` pass; returns how long it took in milliseconds. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 60_000) {
  const start = Date.now();
  for (;;) {
    const done = await Promise.resolve()
      .then(check)
      .catch(() => false);
    if (done) return Date.now() - start;
    if (Date.now() - start > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

/** The status of a GET, 0 when the connection fails. */
export async function statusOf(url: string, headers: Record<string, string> = {}) {
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(3_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

export const INSTANCES = ['facet-1', 'facet-2'] as const;
export type Instance = (typeof INSTANCES)[number];

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
/** The image's user: the secrets must be readable by it (and by root, for PostgreSQL). */
const FACET_UID = 1000;

export async function createStack({ image, otlpPort }: { image: string; otlpPort: number }) {
  const ports = {
    http: await freePort(),
    stats: await freePort(),
    'facet-1': await freePort(),
    'facet-2': await freePort(),
    postgres: await freePort(),
    redis: await freePort(),
    stackB: await freePort(),
  };
  const project = `facet-deploy-test-${process.pid}`;
  const work = mkdtempSync(path.join(tmpdir(), 'facet-deploy-'));
  const secretsDir = path.join(work, 'secrets');
  mkdirSync(secretsDir, { mode: 0o700 });
  const password = hex(16);
  const metricsToken = hex(24);
  const databaseUrl = (name: string) =>
    `postgres://facet:${password}@127.0.0.1:${ports.postgres}/${name}`;
  const secrets: Record<string, string> = {
    postgres_password: password,
    database_url: databaseUrl('facet'),
    database_url_b: databaseUrl('facet_b'),
    secret: hex(32),
    secret_b: hex(32),
    metrics_token: metricsToken,
  };
  for (const [name, value] of Object.entries(secrets)) {
    const file = path.join(secretsDir, name);
    writeFileSync(file, `${value}\n`, { mode: 0o600 });
    chownSync(file, FACET_UID, FACET_UID);
  }
  chownSync(secretsDir, FACET_UID, FACET_UID);
  chmodSync(secretsDir, 0o700);

  // What an operator writes into deploy/.env, with the test's ports and observers.
  const settings: Record<string, string> = {
    FACET_IMAGE: image,
    FACET_HTTP_BIND: `127.0.0.1:${ports.http}`,
    FACET_STATS_BIND: `127.0.0.1:${ports.stats}`,
    FACET_1_PORT: String(ports['facet-1']),
    FACET_2_PORT: String(ports['facet-2']),
    POSTGRES_PORT: String(ports.postgres),
    REDIS_PORT: String(ports.redis),
    FACET_SECRETS_DIR: secretsDir,
    SEED_DEMO: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${otlpPort}`,
    OTEL_SERVICE_NAME: 'facet-deploy-test',
  };
  const envFile = path.join(work, 'stack.env');
  writeFileSync(
    envFile,
    Object.entries(settings)
      .map(([k, v]) => `${k}=${v}\n`)
      .join(''),
  );
  const [composeBin, ...composeArgs] = composeCommand();
  const compose = (args: string[], echo = false) =>
    must(
      composeBin!,
      [...composeArgs, '-p', project, '-f', path.join(deployDir, 'compose.yaml'), '--env-file', envFile, ...args], // prettier-ignore
      { echo, cwd: deployDir },
    );

  const containerOf = async (service: string) =>
    (await compose(['ps', '-q', service])).stdout.trim();
  const stackBName = `${project}-stack-b`;

  const proxy = `http://127.0.0.1:${ports.http}`;
  const direct = (instance: Instance) => `http://127.0.0.1:${ports[instance]}`;
  const stackB = `http://127.0.0.1:${ports.stackB}`;

  const stack = {
    ports,
    project,
    proxy,
    direct,
    stackB,
    metricsToken,
    composeName: [composeBin, ...composeArgs].join(' '),

    up: () => compose(['up', '-d', '--no-build']),
    stop: (service: string, timeoutSeconds = 40) =>
      compose(['stop', '-t', String(timeoutSeconds), service]),
    start: (service: string) => compose(['start', service]),
    /** Frozen (SIGSTOP to every process): connections hang instead of being refused. */
    pause: (service: string) => compose(['pause', service]),
    unpause: (service: string) => compose(['unpause', service]),
    containerOf,
    async logs(service: string) {
      const id = await containerOf(service);
      const result = await run('docker', ['logs', id]);
      return result.stdout + result.stderr;
    },
    /** The proxy's view changing: `<ms since epoch> facet-1 is DOWN, reason: …`. */
    async proxyEvents() {
      const id = await containerOf('haproxy');
      const result = await run('docker', ['logs', '-t', id]);
      return (
        (result.stdout + result.stderr)
          .split('\n')
          .map((line) => /^(\S+) .*Server facet\/(\S+ is (?:UP|DOWN)[^.]*)/.exec(line))
          .filter((m): m is RegExpExecArray => m !== null)
          .map((m) => ({ at: Date.parse(m[1]!), event: m[2]! }))
          // Each is said twice: in the log (stdout) and as a warning (stderr).
          .filter(
            (e, i, all) =>
              all.findIndex((o) => o.event === e.event && Math.abs(o.at - e.at) < 1_000) === i,
          ) // prettier-ignore
          .sort((a, b) => a.at - b.at)
      );
    },
    /** The main process of a service's container, killed from the host as a crash would. */
    async kill9(service: string) {
      const id = await containerOf(service);
      const pid = Number((await docker(['inspect', '-f', '{{.State.Pid}}', id])).stdout.trim());
      if (!pid) throw new Error(`${service} is not running`);
      process.kill(pid, 'SIGKILL');
      return id;
    },
    async restartCount(service: string) {
      const id = await containerOf(service);
      return Number((await docker(['inspect', '-f', '{{.RestartCount}}', id])).stdout.trim());
    },
    readyDirect: async (instance: Instance) =>
      (await statusOf(`${direct(instance)}/api/health/ready`)) === 200,
    /** HAProxy's view of each instance: `UP`, `DOWN`, `MAINT`… and its retry counters. */
    async proxyServers() {
      const response = await fetch(`http://127.0.0.1:${ports.stats}/;csv`, {
        signal: AbortSignal.timeout(3_000),
      });
      const [header, ...rows] = (await response.text()).trim().split('\n');
      const columns = header!.replace(/^# /, '').split(',');
      const servers = new Map<string, Record<string, string>>();
      for (const row of rows) {
        const cells = row.split(',');
        const record = Object.fromEntries(columns.map((c, i) => [c, cells[i] ?? '']));
        if (record.pxname === 'facet') servers.set(record.svname!, record);
      }
      return servers;
    },
    async proxySeesUp(instance: Instance) {
      const servers = await stack.proxyServers();
      return servers.get(instance)?.status === 'UP';
    },
    /** Retries and redispatches HAProxy made so far, summed over the instances. */
    async proxyRetries() {
      const backend = (await stack.proxyServers()).get('BACKEND');
      return { retries: Number(backend?.wretr ?? 0), redispatches: Number(backend?.wredis ?? 0) };
    },
    async psql(sql: string) {
      const id = await containerOf('postgres');
      // Over the container's own socket, where the image trusts local connections.
      const args = ['exec', id, 'psql', '-p', String(ports.postgres)];
      return docker([...args, '-U', 'facet', '-d', 'facet', '-v', 'ON_ERROR_STOP=1', '-Atc', sql]);
    },

    /** Stack B: one instance with its own database and secret, on stack A's Redis. */
    async startStackB() {
      await stack.psql('create database facet_b');
      const env = {
        HOST: '127.0.0.1',
        PORT: String(ports.stackB),
        DATABASE_URL_FILE: '/run/secrets/facet/database_url_b',
        SECRET_FILE: '/run/secrets/facet/secret_b',
        REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
        SEED_DEMO: '1',
      };
      await docker([
        'run', '-d', '--name', stackBName, '--network', 'host',
        '-v', `${secretsDir}:/run/secrets/facet:ro`,
        ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]),
        image,
      ]); // prettier-ignore
    },
    async stackBLogs() {
      const result = await run('docker', ['logs', stackBName]);
      return result.stdout + result.stderr;
    },

    async down() {
      await run('docker', ['rm', '-f', stackBName]);
      await run(composeBin!, [...composeArgs, '-p', project, '-f', path.join(deployDir, 'compose.yaml'), '--env-file', envFile, 'down', '-v', '-t', '5'], { cwd: deployDir }); // prettier-ignore
      rmSync(work, { recursive: true, force: true });
    },
  };
  log(`stack ${project}: proxy ${proxy}, instances ${ports['facet-1']} and ${ports['facet-2']}, PostgreSQL ${ports.postgres}, Redis ${ports.redis}`); // prettier-ignore
  return stack;
}

export type Stack = Awaited<ReturnType<typeof createStack>>;
