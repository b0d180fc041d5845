/**
 * `PROCESSES` above 1: this process starts that many server processes on the port and watches
 * them (node:cluster hands each new connection to one of them); it serves nothing itself.
 * They share what several instances share — the database, Redis, the change log the stock
 * index follows (docs/scaling.md) — so a host's every core answers buyers.
 *
 * - The first process runs the sweeps when ROLE says so; the others only serve.
 * - One that dies is replaced, after a second, doubling while replacements keep dying.
 * - SIGTERM or SIGINT goes to every process; each leaves as one server does (readiness 503,
 *   the drain), and the supervisor leaves when they all have, with the worst of their codes.
 * - /metrics is the sum of all of them: on METRICS_PORT the supervisor answers; on the API's
 *   port the process asked fetches the sum from the supervisor.
 * - The stock index is read from the database once: the first process to load it writes its
 *   layout to a file, and the others (and replacements in the next ten minutes) read that
 *   instead of each copying every stone at once (`indexSharing`).
 */
import cluster, { type Worker } from 'node:cluster';
import { rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Logger } from 'pino';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from '../platform/config';
import { metricsListener } from '../platform/metrics';
import {
  readLayoutSnapshot,
  writeLayoutSnapshot,
  type LayoutSnapshot,
} from '../modules/catalogue/stock-index/snapshot-file';
import type { SharedIndex } from '../modules/catalogue/stock-index/sync';

const RESTART_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long was not crashing at start: the next replacement is quick again. */
const STEADY_MS = 60_000;
/** How long a process waits for the supervisor's sum of the metrics. */
const METRICS_WAIT_MS = 5_000;

/** Whether an IPC message is of this type (every message between them names its type). */
const isMessage = <T extends { type: string }>(type: T['type']) => (message: unknown): message is T => (message as T | null)?.type === type; // prettier-ignore

const ASK = 'facet:metrics?';
const ANSWER = 'facet:metrics';
type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string };
const isAsk = isMessage<Ask>(ASK);
const isAnswer = isMessage<Answer>(ANSWER);

/**
 * A layout given is taken for this long: the change log keeps an hour (stock-index/sync.ts), so
 * a process that takes it reads every change since from the log.
 */
const LAYOUT_FRESH_MS = 10 * 60_000;
/** How long a starting process waits for another's load before reading its own. */
const LAYOUT_WAIT_MS = 120_000;
const LAYOUT_ASK = 'facet:index-layout?';
const LAYOUT_ANSWER = 'facet:index-layout';
const LAYOUT_GIVEN = 'facet:index-layout!';
type LayoutAsk = { type: typeof LAYOUT_ASK; id: number };
type LayoutAnswer = { type: typeof LAYOUT_ANSWER; id: number; given: boolean };
/** A process's load: its layout written (`given`), or failed. */
type LayoutGiven = { type: typeof LAYOUT_GIVEN; given: boolean };
const isLayoutAsk = isMessage<LayoutAsk>(LAYOUT_ASK);
const isLayoutAnswer = isMessage<LayoutAnswer>(LAYOUT_ANSWER);
const isLayoutGiven = isMessage<LayoutGiven>(LAYOUT_GIVEN);
/** The file a supervisor's processes share the layout through. */
const layoutFile = (supervisorPid: number) => path.join(tmpdir(), `facet-index-${supervisorPid}.bin`); // prettier-ignore

/**
 * The supervisor's side of the shared stock index. The first process to ask loads it itself;
 * those asking while it loads wait for its layout (or, should it die or take too long, load
 * their own); once one is given, every process asking within LAYOUT_FRESH_MS takes it.
 */
function indexSharing(log: Logger) {
  const file = layoutFile(process.pid);
  let givenAt = -Infinity;
  let loader: Worker | undefined;
  const waiting = new Map<Worker, LayoutAsk>();
  const answer = (worker: Worker, ask: LayoutAsk, given: boolean) => {
    waiting.delete(worker);
    if (worker.isConnected()) worker.send({ type: LAYOUT_ANSWER, id: ask.id, given } satisfies LayoutAnswer); // prettier-ignore
  };
  const answerAll = (given: boolean) => {
    for (const [worker, ask] of waiting) answer(worker, ask, given);
  };
  let forget: NodeJS.Timeout | undefined;
  const remove = () => rmSync(file, { force: true });
  process.on('exit', remove);
  return {
    message(worker: Worker, message: unknown) {
      if (isLayoutGiven(message)) {
        if (loader === worker) loader = undefined;
        // A load that failed (the database away): those waiting read their own.
        if (!message.given) return answerAll(false);
        givenAt = Date.now();
        const bytes = statSync(file, { throwIfNoEntry: false })?.size;
        log.info({ file, bytes }, 'stock index layout written for the other processes');
        answerAll(true);
        // Past its freshness nobody takes it: the memory (often a tmpfs) is given back.
        clearTimeout(forget);
        forget = setTimeout(remove, LAYOUT_FRESH_MS).unref();
      } else if (isLayoutAsk(message)) {
        if (Date.now() - givenAt < LAYOUT_FRESH_MS) return answer(worker, message, true);
        if (loader && !loader.isDead()) {
          waiting.set(worker, message);
          setTimeout(() => waiting.get(worker) === message && answer(worker, message, false), LAYOUT_WAIT_MS).unref(); // prettier-ignore
          return;
        }
        loader = worker;
        answer(worker, message, false);
      }
    },
    exited(worker: Worker) {
      waiting.delete(worker);
      if (loader !== worker) return;
      // It died loading: those waiting read their own.
      loader = undefined;
      answerAll(false);
    },
  };
}

export async function supervise(config: Config, log: Logger): Promise<void> {
  const sum = new AggregatorRegistry();
  const sharing = indexSharing(log);
  const slots = new Map<Worker, number>();
  let leaving = false;
  let restartMs = RESTART_MS;
  let worstCode = 0;

  const start = (slot: number) => {
    const worker = cluster.fork({
      // The sweeps run once on a host; METRICS_PORT is the supervisor's.
      ROLE: slot === 0 ? config.role : 'web',
      METRICS_PORT: '',
    });
    slots.set(worker, slot);
    worker.on('message', (message: unknown) => {
      sharing.message(worker, message);
      if (!isAsk(message)) return;
      const answer = (text?: string) => {
        if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, text } satisfies Answer); // prettier-ignore
      };
      sum.clusterMetrics().then(answer, () => answer());
    });
    worker.once('listening', () => {
      setTimeout(() => {
        if (!worker.isDead()) restartMs = RESTART_MS;
      }, STEADY_MS).unref();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const slot = slots.get(worker) ?? 0;
    slots.delete(worker);
    sharing.exited(worker);
    if (leaving) {
      worstCode = Math.max(worstCode, code ?? 1);
      if (slots.size === 0) {
        log.info({ code: worstCode }, 'every server process has stopped');
        process.exit(worstCode);
      }
      return;
    }
    log.error({ slot, code, signal, restartInMs: restartMs }, 'a server process ended; starting another'); // prettier-ignore
    setTimeout(() => leaving || start(slot), restartMs);
    restartMs = Math.min(restartMs * 2, RESTART_MAX_MS);
  });

  const leave = (signal: NodeJS.Signals) => {
    if (leaving) return;
    leaving = true;
    log.info({ signal, processes: slots.size }, 'leaving');
    // The processes each leave within their own limit; this is the supervisor's.
    const limitMs = (config.drainDelaySeconds + config.shutdownTimeoutSeconds) * 1000 + 10_000;
    setTimeout(() => process.exit(1), limitMs).unref();
    for (const worker of slots.keys()) worker.process.kill(signal);
    if (slots.size === 0) process.exit(0);
  };
  process.on('SIGTERM', () => leave('SIGTERM'));
  process.on('SIGINT', () => leave('SIGINT'));

  if (config.metrics.port !== undefined) {
    await metricsListener(config.metrics.port, config.host, {
      read: () => sum.clusterMetrics(),
      contentType: sum.contentType,
    });
  }

  for (let slot = 0; slot < config.processes; slot++) start(slot);
  log.info({ processes: config.processes, port: config.port }, 'supervising server processes');
}

/**
 * In a process the supervisor started: asks of `type` sent to the supervisor, each resolving
 * with the answer of its id, or rejecting after `waitMs`.
 */
function askingSupervisor<A extends { id: number }>(
  type: string,
  isAnswerTo: (message: unknown) => message is A,
  waitMs: number,
) {
  const waiting = new Map<number, (answer: A) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isAnswerTo(message)) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return () =>
    new Promise<A>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the supervisor did not answer ${type}`));
      }, waitMs);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      process.send!({ type, id });
    });
}

/**
 * In a process the supervisor started (undefined in a server on its own): what its /metrics
 * sends — the sum, asked of the supervisor — and how its own registry joins that sum.
 */
export function supervisedMetrics() {
  if (!cluster.isWorker) return undefined;
  const ask = askingSupervisor(ASK, isAnswer, METRICS_WAIT_MS);
  const exposition = async () => {
    const { text } = await ask();
    if (text === undefined) throw new Error('the supervisor could not add up the metrics');
    return text;
  };
  const join = (registry: Registry) => {
    // prom-client answers the supervisor's requests once an aggregator exists in the process.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(registry);
  };
  return { exposition, join };
}

/**
 * In a process the supervisor started (undefined in a server on its own): the stock index's
 * layout shared with the host's other processes through a file (`indexSharing`).
 */
export function supervisedIndex(log: Logger): SharedIndex | undefined {
  if (!cluster.isWorker) return undefined;
  const file = layoutFile(process.ppid);
  // The supervisor answers within its own wait; a little longer here, should it not.
  const ask = askingSupervisor(LAYOUT_ASK, isLayoutAnswer, LAYOUT_WAIT_MS + 5_000);
  return {
    async take() {
      if (!(await ask()).given) return undefined;
      try {
        const taken = readLayoutSnapshot(file);
        log.info({ file }, 'stock index layout read from another process');
        return taken;
      } catch (error) {
        log.warn({ err: error, file }, 'the stock index layout could not be read; loading it');
        return undefined;
      }
    },
    give(loaded?: LayoutSnapshot) {
      let given = false;
      try {
        if (loaded) writeLayoutSnapshot(file, loaded);
        given = loaded !== undefined;
      } catch (error) {
        // A full disk: the others load their own, as they would alone.
        log.warn({ err: error, file }, 'the stock index layout could not be written');
      }
      if (process.connected) process.send!({ type: LAYOUT_GIVEN, given } satisfies LayoutGiven);
    },
  };
}
