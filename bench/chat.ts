// Chat under load: 2,000 buyers connected to one server instance at once, each sending a
// message every few seconds, with customer service listening. Measures how long a message
// takes to be stored and acknowledged, and to reach a clerk's socket; a second phase has the
// clerks answer and measures the way back. On PostgreSQL; writes bench/results/chat.json and
// chat.md. Run after `npm run build`:
//   npm run bench:chat [-- --clients 2000 --clerks 20 --rate 200 --answer-rate 100 --seconds 20 --redis]
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import type { ServerFrame } from '@facet/contract';
import { openDatabase } from '../apps/server/src/platform/db';
import { signer } from '../apps/server/src/platform/signing';
import { sessions, users } from '../apps/server/src/modules/accounts/accounts.table';
import { root, sleep, startServer } from './server';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '2000' },
    clerks: { type: 'string', default: '20' },
    /** Messages per second from all buyers together. */
    rate: { type: 'string', default: '200' },
    /** Messages per second from all clerks together. */
    'answer-rate': { type: 'string', default: '100' },
    seconds: { type: 'string', default: '20' },
    redis: { type: 'boolean', default: false },
  },
});
const CLIENTS = Number(args.clients);
const CLERKS = Number(args.clerks);
const RATE = Number(args.rate);
const ANSWER_RATE = Number(args['answer-rate']);
const SECONDS = Number(args.seconds);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BENCH_DB = 'facet_bench_chat';
const SECRET = randomBytes(32).toString('base64url');
const PORT = 4791;

const url = new URL(ADMIN_URL);
url.pathname = `/${BENCH_DB}`;
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
await admin.query(`create database ${BENCH_DB}`);
await admin.end();

const env = {
  DATABASE_URL: url.toString(),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'facet-bench-')),
  SECRET,
  SEED_DEMO: 'false',
  ...(args.redis ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
};
const server = await startServer(env, PORT, { login: false });

// Buyers and clerks straight in the database; their chat credentials signed with the
// server's secret, exactly as login would hand them out.
const database = await openDatabase({ databaseUrl: url.toString() });
const people = await database.db
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
    people.map((person) => ({
      userId: person.id,
      tokenHash: randomBytes(32).toString('hex'),
      remember: false,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    })),
  )
  .returning({ id: sessions.id, userId: sessions.userId });
const sessionOf = new Map(sessionRows.map((row) => [row.userId, row.id]));
await database.close();
const sign = signer(SECRET);

type Client = { socket: WebSocket; id: number; buyerOf?: number };
const toStaff: number[] = [];
const acks: number[] = [];
const toBuyer: number[] = [];
const sentAt = new Map<string, number>();
let errors = 0;
const conversationIds = new Set<number>();

function connect(userId: number, onFrame: (frame: ServerFrame) => void): Promise<WebSocket> {
  const imUserId = `facet_${userId}`;
  const address = new URL(`ws://127.0.0.1:${PORT}/im`);
  address.searchParams.set('ImUserId', imUserId);
  const sessionId = sessionOf.get(userId)!;
  address.searchParams.set(
    'Sign',
    `${sessionId}.${sign.sign('im', `${imUserId}#${sessionId}`, 3600)}`,
  );
  const socket = new WebSocket(address);
  return new Promise((resolve, reject) => {
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      if (frame.Type === 'ready') resolve(socket);
      else onFrame(frame);
    });
    socket.once('error', reject);
  });
}

const clerks: Client[] = [];
for (const person of people.filter((p) => p.role === 'clerk')) {
  const first = clerks.length === 0;
  const socket = await connect(person.id, (frame) => {
    if (frame.Type === 'error') errors++;
    // The first clerk's socket times arrivals; every clerk receives every message.
    if (first && frame.Type === 'message' && frame.Message.From === 'buyer') {
      const start = sentAt.get(frame.Message.ClientId);
      if (start !== undefined) toStaff.push(performance.now() - start);
      conversationIds.add(frame.Message.ConversationId);
    }
    if (frame.Type === 'ack') {
      const start = sentAt.get(frame.ClientId);
      if (start !== undefined) acks.push(performance.now() - start);
    }
  });
  clerks.push({ socket, id: person.id });
}

const connectStarted = performance.now();
const buyers: Client[] = [];
const buyerPeople = people.filter((p) => p.role === 'buyer');
for (let i = 0; i < buyerPeople.length; i += 100) {
  const batch = buyerPeople.slice(i, i + 100);
  buyers.push(
    ...(await Promise.all(
      batch.map(async (person, j) => {
        const socket = await connect(person.id, (frame) => {
          if (frame.Type === 'error') errors++;
          if (frame.Type === 'ack') {
            const start = sentAt.get(frame.ClientId);
            if (start !== undefined) acks.push(performance.now() - start);
          }
          if (frame.Type === 'message' && frame.Message.From === 'staff') {
            const start = sentAt.get(frame.Message.ClientId);
            if (start !== undefined) toBuyer.push(performance.now() - start);
          }
        });
        return { socket, id: person.id, buyerOf: i + j };
      }),
    )),
  );
}
const connectSeconds = (performance.now() - connectStarted) / 1000;
console.log(`${buyers.length} buyers and ${clerks.length} clerks connected in ${connectSeconds.toFixed(1)} s`); // prettier-ignore

/** Sends `rate` messages a second for `SECONDS`, spread evenly, from `pick()`. */
async function drive(
  rate: number,
  pick: (n: number) => { socket: WebSocket; frame: Record<string, unknown> },
) {
  const total = rate * SECONDS;
  const started = performance.now();
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { socket, frame } = pick(n);
    const ClientId = `b${n}-${randomBytes(3).toString('hex')}`;
    sentAt.set(ClientId, performance.now());
    socket.send(JSON.stringify({ Type: 'send', ClientId, ...frame }));
  }
  await sleep(3000); // the last messages arrive
  return (performance.now() - started - 3000) / 1000;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10; // prettier-ignore
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
};

try {
  // Phase 1: buyers ask; each buyer sends one message every CLIENTS/RATE seconds.
  const askSeconds = await drive(RATE, (n) => ({
    socket: buyers[n % buyers.length]!.socket,
    frame: { Text: `Is stone ${n} still available?` },
  }));
  const asked = { acks: stats(acks), toStaff: stats(toStaff) };
  acks.length = 0;

  // Phase 2: clerks answer, round robin over the conversations that asked.
  const conversations = [...conversationIds];
  const answerSeconds = await drive(ANSWER_RATE, (n) => ({
    socket: clerks[n % clerks.length]!.socket,
    frame: { Text: `Yes, stone ${n} is available.`, ConversationId: conversations[n % conversations.length] }, // prettier-ignore
  }));
  const answered = { acks: stats(acks), toBuyer: stats(toBuyer) };

  const figures = {
    measuredAt: new Date().toISOString(),
    database: 'postgres',
    pubsub: args.redis ? 'redis' : 'in-process',
    clients: buyers.length,
    clerks: clerks.length,
    connectSeconds: Math.round(connectSeconds * 10) / 10,
    askRate: RATE,
    answerRate: ANSWER_RATE,
    errors,
    buyersAsk: {
      sent: RATE * SECONDS,
      seconds: Math.round(askSeconds * 10) / 10,
      ackMs: asked.acks,
      deliveryToClerkMs: asked.toStaff,
    },
    clerksAnswer: {
      sent: ANSWER_RATE * SECONDS,
      seconds: Math.round(answerSeconds * 10) / 10,
      ackMs: answered.acks,
      deliveryToBuyerMs: answered.toBuyer,
    },
  };
  console.log(JSON.stringify(figures, null, 2));
  const outDir = path.join(root, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'chat.json'), JSON.stringify(figures, null, 2) + '\n');
  const row = (name: string, s: ReturnType<typeof stats>) =>
    `| ${name} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
  writeFileSync(
    path.join(outDir, 'chat.md'),
    [
      '# Chat benchmark',
      '',
      `Measured ${figures.measuredAt} with \`npm run bench:chat\`: one server instance on PostgreSQL (${figures.pubsub} fan-out), ${figures.clients} buyers and ${figures.clerks} clerks connected over WebSocket at once (connected in ${figures.connectSeconds} s), one machine with 2 cores shared by the server, PostgreSQL and the clients.`,
      `Buyers send ${RATE} messages/s in all for ${SECONDS} s (one each every ${(CLIENTS / RATE).toFixed(1)} s); then the clerks answer ${ANSWER_RATE} messages/s for ${SECONDS} s (${(ANSWER_RATE / CLERKS).toFixed(1)} each). Every message is stored before it is acknowledged and reaches every clerk's socket (and the buyer's). ${errors} error frames.`,
      '',
      '| latency | messages | p50 ms | p95 ms | p99 ms | max ms |',
      '|---|---:|---:|---:|---:|---:|',
      row('buyer send → stored and acknowledged', asked.acks),
      row('buyer send → at a clerk', asked.toStaff),
      row('clerk send → stored and acknowledged', answered.acks),
      row('clerk send → at the buyer', answered.toBuyer),
      '',
    ].join('\n'),
  );
} finally {
  for (const client of [...buyers, ...clerks]) client.socket.terminate();
  server.stop();
}
