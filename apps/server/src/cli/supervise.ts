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
 */
import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';
import { AggregatorRegistry, type Registry } from 'prom-client';
import type { Config } from '../platform/config';
import { metricsListener } from '../platform/metrics';

const RESTART_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long was not crashing at start: the next replacement is quick again. */
const STEADY_MS = 60_000;
/** How long a process waits for the supervisor's sum of the metrics. */
const METRICS_WAIT_MS = 5_000;

const ASK = 'facet:metrics?';
const ANSWER = 'facet:metrics';
type Ask = { type: typeof ASK; id: number };
type Answer = { type: typeof ANSWER; id: number; text?: string };
const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.type === ASK;
const isAnswer = (message: unknown): message is Answer =>
  (message as Answer | null)?.type === ANSWER;

export async function supervise(config: Config, log: Logger): Promise<void> {
  const sum = new AggregatorRegistry();
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
 * In a process the supervisor started (undefined in a server on its own): what its /metrics
 * sends — the sum, asked of the supervisor — and how its own registry joins that sum.
 */
export function supervisedMetrics() {
  if (!cluster.isWorker) return undefined;
  const waiting = new Map<number, (answer: Answer) => void>();
  let next = 0;
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  const exposition = () =>
    new Promise<string>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the supervisor did not answer with the metrics'));
      }, METRICS_WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.text === undefined)
          reject(new Error('the supervisor could not add up the metrics')); // prettier-ignore
        else resolve(answer.text);
      });
      process.send!({ type: ASK, id } satisfies Ask);
    });
  const join = (registry: Registry) => {
    // prom-client answers the supervisor's requests once an aggregator exists in the process.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries(registry);
  };
  return { exposition, join };
}
