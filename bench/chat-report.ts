// bench:chat's arithmetic and its write-up: latency percentiles, what reached every clerk
// exactly once, reconnection times, and the sections of bench/results/chat.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Reconnect, Report } from './chat-load';

export type Stats = { count: number; p50: number; p95: number; p99: number; max: number };

export function stats(values: number[]): Stats {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN) * 10) / 10; // prettier-ignore
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Every load process's report of one phase, as one. */
export function merged(reports: Report[]) {
  const or = (arrays: Uint8Array[]) =>
    arrays.reduce((all, one) => all.map((value, n) => value | one[n]!));
  return {
    ackMs: reports.flatMap((r) => r.ackMs),
    staffAckMs: reports.flatMap((r) => r.staffAckMs),
    toClerkSameMs: reports.flatMap((r) => r.toClerkSameMs),
    toClerkCrossMs: reports.flatMap((r) => r.toClerkCrossMs),
    toBuyerMs: reports.flatMap((r) => r.toBuyerMs),
    sent: or(reports.map((r) => r.sent)),
    acked: or(reports.map((r) => r.acked)),
    atClerks: reports.flatMap((r) => r.atClerks),
    reconnects: reports.flatMap((r) => r.reconnects),
    offline: reports.reduce((sum, r) => sum + r.offline, 0),
    unacknowledged: reports.reduce((sum, r) => sum + r.unacknowledged, 0),
    errors: reports.reduce<Record<string, number>>((all, r) => {
      for (const [code, n] of Object.entries(r.errors)) all[code] = (all[code] ?? 0) + n;
      return all;
    }, {}),
  };
}
export type Phase = ReturnType<typeof merged>;

/**
 * Whether every buyer message reached every clerk once. A clerk whose socket stayed up must
 * have heard every acknowledged message; one that reconnected heard none twice, and what went
 * past while it was away is in the database (the console loads it afresh on reconnecting).
 */
export function delivery(phase: Phase) {
  let sent = 0;
  let acknowledged = 0;
  let lost = 0;
  let duplicates = 0;
  let missedWhileAway = 0;
  const stayed = phase.atClerks.filter((clerk) => !clerk.dropped);
  const away = phase.atClerks.filter((clerk) => clerk.dropped);
  phase.sent.forEach((wasSent, n) => {
    if (!wasSent) return;
    sent++;
    if (phase.acked[n]) acknowledged++;
    if (phase.acked[n] && stayed.some((clerk) => clerk.arrivals[n] === 0)) lost++;
    for (const clerk of phase.atClerks) if (clerk.arrivals[n]! > 1) duplicates++;
    for (const clerk of away) if (clerk.arrivals[n] === 0) missedWhileAway++;
  });
  return {
    sent,
    acknowledged,
    /** Acknowledged messages missing at a clerk whose socket stayed up. */
    lostAtClerks: lost,
    /** Deliveries of one message to one clerk more than once. */
    duplicatesAtClerks: duplicates,
    clerksStayed: stayed.length,
    clerksReconnected: away.length,
    missedWhileReconnecting: missedWhileAway,
  };
}

/** How long each socket of the killed instance took to be open again, from the kill. */
export function reconnection(reconnects: Reconnect[], killedAt: number, expected: number) {
  const after = (role?: Reconnect['role']) =>
    stats(reconnects.filter((r) => !role || r.role === role).map((r) => r.readyAt - killedAt));
  return {
    sockets: expected,
    reconnected: reconnects.length,
    ms: after(),
    buyersMs: after('buyer'),
    clerksMs: after('clerk'),
    /** Kill → the client saw its socket close (buyers', clerks'). */
    droppedMs: stats(
      reconnects.filter((r) => r.role === 'buyer').map((r) => r.droppedAt - killedAt),
    ),
    clerkDroppedMs: stats(
      reconnects.filter((r) => r.role === 'clerk').map((r) => r.droppedAt - killedAt),
    ),
    /** Kill → the handshake answered: what the open waited for before its account was looked up. */
    openMs: stats(reconnects.map((r) => r.openAt - killedAt)),
    /** How many attempts the sockets took, and why the failed ones failed. */
    attempts: tally(reconnects.map((r) => String(r.attempts))),
    failures: tally(reconnects.flatMap((r) => r.failures)),
  };
}

function tally(keys: string[]) {
  const counts: Record<string, number> = {};
  for (const key of keys) counts[key] = (counts[key] ?? 0) + 1;
  return counts;
}

export const row = (name: string, s: Stats) =>
  `| ${name} | ${s.count} | ${s.p50} | ${s.p95} | ${s.p99} | ${s.max} |`;
export const tableHead = [
  '| latency | samples | p50 ms | p95 ms | p99 ms | max ms |',
  '|---|---:|---:|---:|---:|---:|',
];

/**
 * Writes one scenario's section into a results file, keeping the others: each `## ` heading
 * is a scenario, so the one-instance figures stay beside the two-instance ones.
 */
export function writeSection(file: string, title: string, heading: string, body: string[]) {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const [, ...sections] = old.split(/^(?=## )/m);
  const mine = [`## ${heading}`, '', ...body, ''].join('\n');
  const kept = sections.filter((section) => !section.startsWith(`## ${heading}\n`));
  writeFileSync(file, [`# ${title}\n\n`, ...kept, mine].join(''));
}
