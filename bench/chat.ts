// Chat under load: buyers and clerks connected over WebSocket at once, spread round robin over
// one or more server instances on one PostgreSQL database (and Redis, with more than one).
// Buyers send a steady stream of messages; each is timed until it is stored and acknowledged,
// and until it reaches every clerk's socket, on the sender's instance and on the others. Every
// message must reach every clerk exactly once. A second phase has the clerks answer; with
// `--kill`, a last phase kills one instance (kill -9) while the buyers keep sending: its
// sockets reconnect to the others, resend what was not acknowledged, and every acknowledged
// message must be stored once and reach the clerks. The sockets live in `--processes` load
// processes (chat-load.ts). Writes bench/results/chat.json and chat.md. Run after
// `npm run build`:
//   npm run bench:chat [-- --clients 2000 --clerks 20 --rate 200 --answer-rate 100 --seconds 20 --redis]
//   npm run bench:chat -- --instances 2 --clients 9950 --clerks 50 --rate 500 --seconds 60 --answer-rate 0 --kill --processes 2
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db';
import { signer } from '../apps/server/src/platform/signing';
import { sessions, users } from '../apps/server/src/modules/accounts/accounts.table';
import { clock, type Command, type Person, type Report, type Setup } from './chat-load';
import {
  delivery,
  merged,
  reconnection,
  row,
  stats,
  tableHead,
  writeSection,
  type Phase,
} from './chat-report';
import { root, sleep, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    instances: { type: 'string', default: '1' },
    clients: { type: 'string', default: '2000' },
    clerks: { type: 'string', default: '20' },
    /** Messages per second from all buyers together. */
    rate: { type: 'string', default: '200' },
    /** Messages per second from all clerks together; 0 skips the answers. */
    'answer-rate': { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    /** Fan-out through Redis; always with more than one instance. */
    redis: { type: 'boolean', default: false },
    /** Kill -9 the last instance while buyers send, and follow its sockets to the others. */
    kill: { type: 'boolean', default: false },
    'kill-seconds': { type: 'string', default: '20' },
    /** Load processes holding the sockets, so the clients are not what saturates. */
    processes: { type: 'string', default: '1' },
    /** Each server's open-files limit: a socket is a file. */
    'open-files': { type: 'string', default: '65536' },
    /** Writes a CPU profile of every instance into this folder. */
    'cpu-prof': { type: 'string' },
  },
});
const INSTANCES = Number(args.instances);
const CLIENTS = Number(args.clients);
const CLERKS = Number(args.clerks);
const RATE = Number(args.rate);
const ANSWER_RATE = Number(args['answer-rate']);
const SECONDS = Number(args.seconds);
const KILL_SECONDS = args.kill ? Number(args['kill-seconds']) : 0;
/** The kill comes this long into the kill phase, with messages already flowing. */
const KILL_AFTER_MS = 5_000;
const PROCESSES = Number(args.processes);
const REDIS = args.redis || INSTANCES > 1;
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_chat';
const SECRET = randomBytes(32).toString('base64url');
/** This bench's ports: 4800 onwards, one per instance. */
const FIRST_PORT = 4800;

const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
await admin.end();

// One after the other: the first runs the migrations, the others find them done.
const servers: Awaited<ReturnType<typeof startServer>>[] = [];
for (let i = 0; i < INSTANCES; i++) {
  const env = {
    DATABASE_URL: url.toString(),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
    SECRET,
    SEED_DEMO: 'false',
    ...(REDIS ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  };
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
  servers.push(
    await startServer(env, FIRST_PORT + i, {
      login: false,
      nodeArgs,
      openFiles: Number(args['open-files']),
    }),
  );
}
const urls = servers.map((_, i) => `ws://127.0.0.1:${FIRST_PORT + i}/im`);

const people = await seedPeople();
// Round robin: person i opens on instance i mod N and lives in load process i mod P.
const shares: Person[][] = Array.from({ length: PROCESSES }, () => []);
people.forEach((person, i) => shares[i % PROCESSES]!.push(person));

/** Message numbers of every phase: the asking, the answers, the kill phase. */
const asked = RATE * SECONDS;
const answered = ANSWER_RATE * SECONDS;
const capacity = asked + answered + RATE * KILL_SECONDS;
const load = shares.map((share) => loadProcess({ people: share, urls, capacity }));
const everyProcess = <T>(command: Command | ((p: number) => Command)) =>
  Promise.all(
    load.map((one, p) => one.run<T>(typeof command === 'function' ? command(p) : command)),
  );

try {
  const openFiles = servers.map((server) => openFilesOf(server.pid));
  const idleRss = servers.map((server) => rssOf(server.pid));
  const connectMs = Math.max(...(await everyProcess<number>({ Type: 'connect' })));
  await sleep(2000); // the servers settle: a ready sent, the missed replies looked up
  const connectedRss = servers.map((server) => rssOf(server.pid));
  console.log(`${CLIENTS} buyers and ${CLERKS} clerks connected to ${INSTANCES} instance(s) in ${(connectMs / 1000).toFixed(1)} s`); // prettier-ignore

  // Each process sends its share of the numbers, interleaved: p, p + P, p + 2P, …
  const share = (first: number, rate: number, seconds: number) => (p: number) => ({
    rate: rate / PROCESSES,
    seconds,
    first: first + p,
    step: PROCESSES,
  });
  /** A phase's reports, once the last messages had time to arrive. */
  const reportAfter = async (settleMs: number) => {
    await everyProcess({ Type: 'settle', timeoutMs: settleMs });
    await sleep(2000);
    return merged(await everyProcess<Report>({ Type: 'report' }));
  };

  console.log(`buyers ask: ${RATE} messages/s for ${SECONDS} s`);
  await everyProcess((p) => ({ Type: 'ask', ...share(0, RATE, SECONDS)(p) }));
  const askPhase = await reportAfter(10_000);
  const busyRss = servers.map((server) => rssOf(server.pid));

  let answerPhase: Phase | null = null;
  if (ANSWER_RATE > 0) {
    console.log(`clerks answer: ${ANSWER_RATE} messages/s for ${SECONDS} s`);
    await everyProcess((p) => ({ Type: 'answer', ...share(asked, ANSWER_RATE, SECONDS)(p) }));
    answerPhase = await reportAfter(10_000);
  }

  let killPhase: { phase: Phase; killedAt: number; killed: number } | null = null;
  if (KILL_SECONDS > 0) {
    const killed = INSTANCES - 1;
    console.log(`kill -9 instance ${killed} ${KILL_AFTER_MS / 1000} s into ${KILL_SECONDS} s of ${RATE} messages/s`); // prettier-ignore
    const sending = everyProcess((p) => ({
      Type: 'ask',
      ...share(asked + answered, RATE, KILL_SECONDS)(p),
    }));
    await sleep(KILL_AFTER_MS);
    const killedAt = clock();
    servers[killed]!.kill();
    await sending;
    killPhase = { phase: await reportAfter(30_000), killedAt, killed };
  }

  const stored = await storedMessages();
  const figures = {
    measuredAt: new Date().toISOString(),
    command: `npm run bench:chat -- ${process.argv.slice(2).join(' ')}`.trim(),
    database: 'postgres',
    pubsub: REDIS ? 'redis' : 'in-process',
    instances: INSTANCES,
    loadProcesses: PROCESSES,
    clients: CLIENTS,
    clerks: CLERKS,
    connectSeconds: Math.round(connectMs / 100) / 10,
    askRate: RATE,
    seconds: SECONDS,
    openFiles,
    memory: servers.map((_, i) => {
      const sockets = people.filter((person) => person.home === i).length;
      return {
        instance: i,
        sockets,
        rssIdleMb: mb(idleRss[i]!),
        rssConnectedMb: mb(connectedRss[i]!),
        rssAfterAskingMb: mb(busyRss[i]!),
        kbPerSocket: Math.round((connectedRss[i]! - idleRss[i]!) / sockets),
      };
    }),
    buyersAsk: {
      errors: askPhase.errors,
      ackMs: stats(askPhase.ackMs),
      atClerkSameInstanceMs: stats(askPhase.toClerkSameMs),
      atClerkOtherInstanceMs: stats(askPhase.toClerkCrossMs),
      atClerkMs: stats([...askPhase.toClerkSameMs, ...askPhase.toClerkCrossMs]),
      ...delivery(askPhase),
      ...stored(askPhase),
    },
    ...(answerPhase && {
      clerksAnswer: {
        answerRate: ANSWER_RATE,
        errors: answerPhase.errors,
        ackMs: stats(answerPhase.staffAckMs),
        atBuyerMs: stats(answerPhase.toBuyerMs),
      },
    }),
    ...(killPhase && {
      kill: {
        instance: killPhase.killed,
        seconds: KILL_SECONDS,
        killedAfterSeconds: KILL_AFTER_MS / 1000,
        errors: killPhase.phase.errors,
        ...reconnection(
          killPhase.phase.reconnects,
          killPhase.killedAt,
          people.filter((person) => person.home === killPhase!.killed).length,
        ),
        stillOffline: killPhase.phase.offline,
        unacknowledgedAtEnd: killPhase.phase.unacknowledged,
        ackMs: stats(killPhase.phase.ackMs),
        atClerkMs: stats([...killPhase.phase.toClerkSameMs, ...killPhase.phase.toClerkCrossMs]),
        ...delivery(killPhase.phase),
        ...stored(killPhase.phase),
      },
    }),
  };
  console.log(JSON.stringify(figures, null, 2));

  const { buyersAsk, clerksAnswer, kill } = figures;
  const loss = (d: ReturnType<typeof delivery> & ReturnType<typeof stored>) =>
    `${d.sent} sent, ${d.acknowledged} acknowledged; acknowledged but missing at a clerk whose socket stayed up: ${d.lostAtClerks}; delivered to a clerk twice: ${d.duplicatesAtClerks}; acknowledged but not stored: ${d.acknowledgedNotStored}; stored twice: ${d.storedMoreThanOnce}.`; // prettier-ignore
  const markdown = [
    `Measured ${figures.measuredAt} with \`${figures.command}\`: ${INSTANCES} server instance(s) on one PostgreSQL database (${figures.pubsub} fan-out), ${CLIENTS} buyers and ${CLERKS} clerks connected over WebSocket at once, round robin over the instances (connected in ${figures.connectSeconds} s), the sockets held by ${PROCESSES} load process(es). One machine with 2 cores shared by the servers, PostgreSQL, Redis and the load processes.`,
    `Buyers send ${RATE} messages/s in all for ${SECONDS} s (one each every ${(CLIENTS / RATE).toFixed(1)} s). Every message is stored before it is acknowledged and reaches every clerk's socket (and the buyer's). Error frames: ${errorsText(buyersAsk.errors)}.`,
    '',
    ...tableHead,
    row('buyer send → stored and acknowledged', buyersAsk.ackMs),
    row('buyer send → at a clerk, any instance', buyersAsk.atClerkMs),
    ...(INSTANCES > 1
      ? [
          row('buyer send → at a clerk on the same instance', buyersAsk.atClerkSameInstanceMs),
          row('buyer send → at a clerk on another instance', buyersAsk.atClerkOtherInstanceMs),
        ]
      : []),
    ...(clerksAnswer
      ? [
          row('clerk send → stored and acknowledged', clerksAnswer.ackMs),
          row('clerk send → at the buyer', clerksAnswer.atBuyerMs),
        ]
      : []),
    '',
    `Exactly once: ${loss(buyersAsk)}`,
    '',
    '| instance | sockets | open files limit | RSS idle MB | RSS connected MB | RSS after the messages MB | per socket KB |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...figures.memory.map((m, i) => `| ${i} | ${m.sockets} | ${figures.openFiles[i]} | ${m.rssIdleMb} | ${m.rssConnectedMb} | ${m.rssAfterAskingMb} | ${m.kbPerSocket} |`), // prettier-ignore
    ...(kill
      ? [
          '',
          `Kill: instance ${kill.instance} killed with SIGKILL ${kill.killedAfterSeconds} s into ${kill.seconds} s more of ${RATE} messages/s. Its ${kill.sockets} sockets reconnect to the surviving instance the way the web clients do (their back-off, 0.1–1 s for a first retry, then the next instance) and send again, under the same ClientId, whatever was not acknowledged. ${kill.reconnected} reconnected (attempts it took: ${tallyText(kill.attempts)}; failed attempts: ${tallyText(kill.failures)}); ${kill.stillOffline} still offline at the end; ${kill.unacknowledgedAtEnd} messages never acknowledged; error frames: ${errorsText(kill.errors)}.`,
          '',
          ...tableHead,
          row('kill → the buyer saw its socket close', kill.droppedMs),
          row('kill → handshake answered by the survivor', kill.openMs),
          row('kill → socket open again (every socket)', kill.ms),
          row('kill → socket open again (buyers)', kill.buyersMs),
          row('kill → socket open again (clerks)', kill.clerksMs),
          row('buyer send → acknowledged, across the kill', kill.ackMs),
          row('buyer send → at a clerk, across the kill', kill.atClerkMs),
          '',
          `Exactly once: ${loss(kill)} ${kill.clerksReconnected} clerks reconnected: ${kill.missedWhileReconnecting} deliveries went past them while they were away (in the database, which the console reloads on reconnecting).`,
        ]
      : []),
  ];
  writeResults(`${INSTANCES} instance${INSTANCES > 1 ? 's' : ''}`, figures, markdown);
} finally {
  await Promise.allSettled(load.map((one) => one.run({ Type: 'close' })));
  for (const server of servers) server.stop();
}

/** Buyers and clerks straight in the database, each with a session and its chat credentials. */
async function seedPeople(): Promise<Person[]> {
  const database = await openDatabase({ databaseUrl: url.toString() });
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: CLIENTS + CLERKS }, (_, i) => ({
        email: `bench.chat.${i}@facet.local`,
        role: i < CLIENTS ? ('buyer' as const) : ('clerk' as const),
        nickName: i < CLIENTS ? `Buyer ${i}` : `Clerk ${i - CLIENTS}`,
        inviteCode: randomBytes(5).toString('hex').toUpperCase(),
      })),
    )
    .returning({ id: users.id, role: users.role });
  // A session each: the chat's credentials belong to one session, and open only while it lives.
  const sessionRows = await database.db
    .insert(sessions)
    .values(
      rows.map((person) => ({
        userId: person.id,
        tokenHash: randomBytes(32).toString('hex'),
        remember: false,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    )
    .returning({ id: sessions.id, userId: sessions.userId });
  await database.close();
  const sessionOf = new Map(sessionRows.map((row) => [row.userId, row.id]));
  const sign = signer(SECRET);
  // Buyers and clerks each round robin, so every instance holds clerks.
  const buyers = rows.filter((person) => person.role === 'buyer');
  const clerks = rows.filter((person) => person.role !== 'buyer');
  return [...buyers, ...clerks].map((person, i) => {
    const imUserId = `facet_${person.id}`;
    const sessionId = sessionOf.get(person.id)!;
    return {
      userId: person.id,
      role: person.role === 'buyer' ? 'buyer' : 'clerk',
      imUserId,
      // Exactly as login hands them out, signed with the servers' secret.
      sign: `${sessionId}.${sign.sign('im', `${imUserId}#${sessionId}`, 3600)}`,
      home: (i < buyers.length ? i : i - buyers.length) % INSTANCES,
    };
  });
}

/** A forked chat-load.ts holding `setup`'s sockets, one command at a time. */
function loadProcess(setup: Setup) {
  const child = fork(path.join(root, 'bench/chat-load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  child.send(setup);
  return {
    run<T>(command: Command): Promise<T> {
      return new Promise((resolve, reject) => {
        const answer = (message: { Type: string; result: T }) => {
          if (message.Type !== command.Type) return;
          child.off('message', answer).off('exit', exited);
          resolve(message.result);
        };
        const exited = (code: number | null) => reject(new Error(`load process exited (${code})`));
        child.on('message', answer).once('exit', exited);
        child.send(command);
      });
    },
  };
}

/** How many times each acknowledged buyer message of a phase is in the database. */
async function storedMessages() {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const { rows } = await client.query<{ client_id: string; n: number }>(
    `select client_id, count(*)::int as n from chat_messages where side = 'buyer' group by client_id`,
  );
  await client.end();
  const copies = new Map(rows.map((r) => [Number(r.client_id.slice(1)), r.n]));
  return (phase: Phase) => {
    let missing = 0;
    let duplicated = 0;
    let storedUnacknowledged = 0;
    phase.sent.forEach((wasSent, n) => {
      if (!wasSent) return;
      const stored = copies.get(n) ?? 0;
      if (phase.acked[n] && stored === 0) missing++;
      if (stored > 1) duplicated++;
      if (!phase.acked[n] && stored > 0) storedUnacknowledged++;
    });
    return {
      acknowledgedNotStored: missing,
      storedMoreThanOnce: duplicated,
      storedNotAcknowledged: storedUnacknowledged,
    };
  };
}

function errorsText(errors: Record<string, number>) {
  const counts = Object.entries(errors).map(([code, n]) => `${n} ${code}`);
  return counts.join(', ') || 'none';
}

/** `{ "1": 4990, "2": 10 }` as "4990 × 1, 10 × 2". */
function tallyText(tally: Record<string, number>) {
  return (
    Object.entries(tally)
      .map(([key, n]) => `${n} × ${key}`)
      .join(', ') || 'none'
  );
}

/** Resident memory of a process, in kB. */
function rssOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]);
}

function mb(kb: number) {
  return Math.round(kb / 102.4) / 10;
}

/** Each server's open-files limit, as the kernel holds it. */
function openFilesOf(pid: number) {
  const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
  return Number(/^Max open files\s+(\d+)/m.exec(limits)![1]);
}

/** chat.json and chat.md keep one entry per scenario: one instance, two, … */
function writeResults(scenario: string, figures: object, markdown: string[]) {
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const jsonFile = path.join(outDir, 'chat.json');
  const old = existsSync(jsonFile) ? (JSON.parse(readFileSync(jsonFile, 'utf8')) as object) : {};
  // The file from before it held scenarios is the one-instance figures.
  const scenarios = 'measuredAt' in old ? { '1 instance': old } : old;
  writeFileSync(jsonFile, JSON.stringify({ ...scenarios, [scenario]: figures }, null, 2) + '\n');
  writeSection(path.join(outDir, 'chat.md'), 'Chat benchmark', scenario, markdown);
}
