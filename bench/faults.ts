// How Facet behaves when its dependencies and processes fail, in figures: the operations
// review's findings measured the same way each time. Real processes throughout — the built
// server, a PostgreSQL and a Redis server of the bench's own. Run after `npm run build`:
//   npm run bench:faults [-- --tries 5]
// Writes bench/results/faults.json and faults.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { client } from '../apps/server/src/chaos/client';
import {
  privatePostgres,
  privateRedis,
  sleep,
  startFacet,
  waitFor,
} from '../apps/server/src/chaos/processes';
import { root } from './server';

const { values: args } = parseArgs({ options: { tries: { type: 'string', default: '5' } } });
const TRIES = Number(args.tries);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};

type Figure = { finding: string; measure: string; value: string };
const figures: Figure[] = [];
const record = (finding: string, measure: string, value: string | number) => {
  figures.push({ finding, measure, value: String(value) });
  console.log(`${finding} — ${measure}: ${value}`);
};

const postgres = await privatePostgres();
const redis = await privateRedis();
try {
  // 1. PostgreSQL drops every connection, then stops for a while.
  {
    const database = 'bench_outage';
    const facet = await startFacet({
      env: {
        DATABASE_URL: await postgres.createDatabase(database),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      },
    });
    await facet.ready();
    const api = client(facet.url);
    const token = (await api.login('demo@facet.local', 'Demo1234')).body.Data.ToKen;
    const query = () =>
      api.post('/api/Diamonds/DiamandsQuery', { PageIndex: 1, PageSize: 5 }, token);
    // A steady stream of queries while every connection is terminated.
    let failed = 0;
    let served = 0;
    let running = true;
    const stream = (async () => {
      while (running) {
        const answer = await query();
        if (answer.status === 200) served += 1;
        else failed += 1;
      }
    })();
    await sleep(300);
    for (let i = 0; i < 3; i++) {
      await postgres.terminateConnections(database);
      await sleep(300);
    }
    running = false;
    await stream;
    record(
      '1 dropped connections',
      'queries during 3 × pg_terminate_backend, failed / served',
      `${failed} / ${served}`,
    );
    record('1 dropped connections', 'process alive afterwards', facet.alive() ? 'yes' : 'no');

    postgres.stop();
    const during = await query();
    record(
      '1 database stopped',
      'answer while stopped',
      `${during.status} ${during.body.Code} in ${during.ms} ms`,
    );
    postgres.start();
    const healed = await waitFor('recovery', async () => (await query()).status === 200);
    record('1 database stopped', 'first 200 after PostgreSQL is back', `${healed} ms`);
    facet.child.kill('SIGKILL');
    facet.removeData();
  }

  // 2 and 3. Redis unreachable at start, then lost while running.
  {
    const facet = await startFacet({
      env: { REDIS_URL: redis.url, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    });
    const started = Date.now();
    await facet.ready();
    record(
      '2 Redis down at start',
      '/api/health answers after start (embedded database, demo stock)',
      `${Date.now() - started} ms`,
    );
    const api = client(facet.url);
    const refused = await api.login('demo@facet.local', 'Demo1234');
    record(
      '2 Redis down at start',
      'EmailLogin',
      `${refused.status} ${refused.body.Code} in ${refused.ms} ms`,
    );
    await redis.start();
    const back = await waitFor(
      'login',
      async () => (await api.login('demo@facet.local', 'Demo1234')).status === 200,
    );
    record('2 Redis down at start', 'first login after Redis starts', `${back} ms`);

    await redis.stop();
    await waitFor(
      '503',
      async () => (await api.login('demo@facet.local', 'Demo1234')).status === 503,
    );
    const logins: number[] = [];
    const codes: number[] = [];
    const statuses = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const login = await api.login('demo@facet.local', 'Demo1234');
      const code = await api.post('/api/Relation/GetEmailCode', {
        Email: `bench${i}@example.com`,
        Purpose: 'register',
      });
      logins.push(login.ms);
      codes.push(code.ms);
      statuses.add(`${login.status} ${login.body.Code}`).add(`${code.status} ${code.body.Code}`);
    }
    record('3 Redis lost', 'answers of 10 EmailLogin + 10 GetEmailCode', [...statuses].join(', '));
    record(
      '3 Redis lost',
      'EmailLogin median / max',
      `${median(logins)} / ${Math.max(...logins)} ms`,
    );
    record(
      '3 Redis lost',
      'GetEmailCode median / max',
      `${median(codes)} / ${Math.max(...codes)} ms`,
    );
    await redis.start();
    facet.child.kill('SIGKILL');
    facet.removeData();
  }

  // 4. Two instances started at the same moment on an empty database.
  {
    let upBoth = 0;
    for (let i = 0; i < TRIES; i++) {
      const env = {
        DATABASE_URL: await postgres.createDatabase(`bench_start_${i}`),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
      };
      const pair = await Promise.all([startFacet({ env }), startFacet({ env })]);
      const outcomes = await Promise.allSettled(pair.map((facet) => facet.ready()));
      if (outcomes.every((o) => o.status === 'fulfilled') && pair.every((f) => f.alive()))
        upBoth += 1;
      for (const facet of pair) {
        facet.child.kill('SIGKILL');
        facet.removeData();
      }
    }
    record('4 concurrent start', 'tries with both instances up', `${upBoth} of ${TRIES}`);
  }

  // 5. SIGTERM to `npm start` with fifty requests still arriving.
  {
    const facet = await startFacet({ env: { SEED_DEMO: 'true' }, npm: true });
    await facet.ready();
    const { request } = await import('node:http');
    const body = JSON.stringify({ Email: 'demo@facet.local', Password: 'Demo1234' });
    const slow = () =>
      new Promise<number>((resolve) => {
        const call = request(`${facet.url}/api/Relation/EmailLogin`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        });
        call.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        call.on('error', () => resolve(0));
        call.write(body.slice(0, 10));
        setTimeout(() => call.end(body.slice(10)), 2_000);
      });
    const inFlight = Array.from({ length: 50 }, slow);
    await waitFor('50 received', () => facet.logged('incoming request').length >= 51);
    facet.child.kill('SIGTERM');
    await waitFor('draining', () => facet.logged('draining').length > 0);
    const late = await Promise.all(
      Array.from({ length: 10 }, () => client(facet.url).login('demo@facet.local', 'Demo1234')),
    );
    const statuses = await Promise.all(inFlight);
    const exit = await facet.exited;
    const stopped = facet.logged('stopped')[0]?.time as number | undefined;
    record(
      '5 SIGTERM',
      'in-flight requests answered 200',
      `${statuses.filter((s) => s === 200).length} of 50`,
    );
    record(
      '5 SIGTERM',
      'requests after the signal',
      late.map((a) => (a.status === 0 ? 'refused' : `${a.status} ${a.body.Code}`)).join(', '),
    );
    record(
      '5 SIGTERM',
      'npm exits after the server stopped',
      stopped && exit.at >= stopped ? `yes (+${exit.at - stopped} ms), code ${exit.code}` : 'no',
    );
    facet.removeData();
  }

  // 7. A restart of a built tree: `npm start` to the first 200 of /api/health.
  {
    const first = await startFacet({ env: { SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, npm: true });
    await first.ready();
    first.child.kill('SIGTERM');
    await first.exited;
    const times: number[] = [];
    for (let i = 0; i < TRIES; i++) {
      const started = Date.now();
      const again = await startFacet({
        env: { DATA_DIR: first.dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
        npm: true,
      });
      await again.ready();
      times.push(Date.now() - started);
      again.child.kill('SIGTERM');
      await again.exited;
    }
    record(
      '7 restart',
      `npm start → /api/health 200, median of ${TRIES}`,
      `${median(times)} ms (${times.join(', ')})`,
    );
    first.removeData();
  }
} finally {
  await redis.stop();
  postgres.close();
}

const results = path.join(root, 'bench/results');
mkdirSync(results, { recursive: true });
const date = new Date().toISOString().slice(0, 10);
writeFileSync(path.join(results, 'faults.json'), JSON.stringify({ date, figures }, null, 2) + '\n');
writeFileSync(
  path.join(results, 'faults.md'),
  [
    `# Faults (${date})`,
    '',
    '`npm run build && npm run bench:faults` — the built server as real processes, with a PostgreSQL and a Redis server of the bench’s own, on this 2-core machine. Numbers refer to the findings of the operations review (issue "Production-grade").',
    '',
    '| finding | measure | value |',
    '| --- | --- | --- |',
    ...figures.map((f) => `| ${f.finding} | ${f.measure} | ${f.value} |`),
    '',
  ].join('\n'),
);
console.log('wrote bench/results/faults.{json,md}');
