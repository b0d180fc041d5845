/**
 * `npm run test:deploy`: builds the stand-in base images and Facet's image, starts
 * deploy/compose.yaml (two instances behind HAProxy, PostgreSQL, Redis), drives traffic
 * through the proxy with a chat running, and puts faults into it: a rolling restart, a killed
 * instance, PostgreSQL stopped, PostgreSQL frozen, a second deployment on the same Redis.
 * Figures go to bench/results/deploy.{json,md}; the process exits 1 when a check fails.
 *
 *   FACET_DEPLOY_CACHED=1   skip the two measured builds from scratch and after a source change
 *   FACET_DEPLOY_KEEP=1     leave the stack running afterwards
 */
import { cpSync, mkdtempSync, appendFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { chatClient, type ChatClient, type Credentials } from './chat';
import { otlpReceiver } from './otlp';
import { writeResults, type Check, type Fault, type Results } from './report';
import { docker, dockerEnv, log, must, repoRoot, run, sleep } from './shell';
import { createStack, INSTANCES, statusOf, waitFor, type Instance, type Stack } from './stack';
import {
  call,
  isUnavailableEnvelope,
  login,
  missingOrders,
  orderableStones,
  shopAsset,
  startTraffic,
  tally,
  type Outcome,
  type Traffic,
} from './traffic';

const IMAGE = 'facet:deploy-test';
const started = Date.now();
/** Other work on the machine slows builds and starts: the 15-minute load average, kept. */
const loadAtStart = loadavg()[2]!;
const checks: Check[] = [];
const faults: Fault[] = [];

function check(name: string, ok: boolean, detail: string, relies?: string) {
  checks.push({ name, ok, detail, ...(relies ? { relies } : {}) });
  log(`${ok ? 'pass' : 'FAIL'}: ${name} — ${detail}`);
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function buildImages(): Promise<Results['image'] & { standInsSeconds: number }> {
  log('stand-in base images (deploy/images.sh)');
  const standIns = await must('bash', [path.join(repoRoot, 'deploy/images.sh')], { echo: true });
  const build = (args: string[], context = repoRoot) =>
    docker(['build', '--network', 'host', ...args, context]);
  const quick = process.env.FACET_DEPLOY_CACHED === '1';

  let coldBuildSeconds: number | null = null;
  if (quick) {
    await build(['-t', IMAGE]);
  } else {
    log('building the image from scratch');
    coldBuildSeconds = seconds((await build(['--no-cache', '-t', IMAGE])).ms);
  }

  // A release after a code change: the same context with one server source touched.
  let sourceChangeBuildSeconds: number | null = null;
  if (!quick) {
    log('building again after a source change');
    const context = mkdtempSync(path.join(tmpdir(), 'facet-context-'));
    const listed = await must('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: repoRoot }); // prettier-ignore
    for (const file of listed.stdout.split('\0').filter(Boolean)) {
      try {
        cpSync(path.join(repoRoot, file), path.join(context, file));
      } catch {
        // listed but deleted in the working tree
      }
    }
    appendFileSync(path.join(context, 'apps/server/src/main.ts'), '\n// a change\n');
    sourceChangeBuildSeconds = seconds((await build(['-t', `${IMAGE}-changed`], context)).ms);
    await run('docker', ['rmi', `${IMAGE}-changed`]);
    rmSync(context, { recursive: true, force: true });
  }

  const size = async (image: string) =>
    Number((await docker(['image', 'inspect', '-f', '{{.Size}}', image])).stdout.trim());
  const compressed = await must('bash', ['-c', `docker save ${IMAGE} | gzip -c | wc -c`], { env: dockerEnv }); // prettier-ignore
  return {
    bytes: await size(IMAGE),
    baseBytes: await size('node:24-bookworm-slim'),
    compressedBytes: Number(compressed.stdout.trim()),
    coldBuildSeconds,
    sourceChangeBuildSeconds,
    standInsSeconds: seconds(standIns.ms),
  };
}

/** The sum of every series of a counter on every instance, and the routes it names. */
async function requestCount(stack: Stack) {
  let total = 0;
  const routes = new Set<string>();
  for (const instance of INSTANCES) {
    const response = await fetch(`${stack.direct(instance)}/metrics`, {
      headers: { authorization: `Bearer ${stack.metricsToken}` },
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status !== 200) throw new Error(`/metrics on ${instance}: ${response.status}`);
    for (const line of (await response.text()).split('\n')) {
      const match = /^http_server_request_duration_seconds_count\{(.*)\} ([\d.e+]+)$/.exec(line);
      if (!match) continue;
      total += Number(match[2]);
      const route = /route="([^"]*)"/.exec(match[1]!)?.[1];
      if (route) routes.add(route);
    }
  }
  return { total, routes };
}

/** The instance whose log shows one of the chat connection's request ids. */
async function instanceHolding(stack: Stack, client: ChatClient): Promise<Instance | null> {
  const id = client.requestIds.at(-1);
  if (!id) return null;
  for (const instance of INSTANCES) if ((await stack.logs(instance)).includes(id)) return instance;
  return null;
}

/** A message each way, delivered over the sockets within `ms`. */
async function roundTrip(buyer: ChatClient, clerk: ChatClient, ms = 10_000) {
  const fromBuyer = buyer.send('round trip from the buyer');
  const fromClerk = clerk.send('round trip from the clerk');
  try {
    await waitFor('a message each way', () => clerk.received.has(fromBuyer) && buyer.received.has(fromClerk), ms); // prettier-ignore
    return true;
  } catch {
    return false;
  }
}

function faultOf(
  name: string,
  outcomes: Outcome[],
  failed: (o: Outcome) => boolean,
  windowMs: number,
  proxyRetries: number,
  note: string,
): Fault {
  const t = tally(outcomes, failed);
  return {
    name,
    seconds: seconds(windowMs),
    requests: t.total,
    failed: t.failed,
    failedReads: t.byKind.static.failed + t.byKind.read.failed,
    failedWrites: t.byKind.write.failed,
    statuses: t.statuses,
    proxyRetries,
    note: t.examples.length ? `${note}${note ? '; ' : ''}e.g. ${t.examples.slice(0, 3).join(', ')}` : note, // prettier-ignore
  };
}

const notOk = (o: Outcome) => o.status !== 200;

async function main() {
  const image = await buildImages();
  log(`image ${IMAGE}: ${(image.bytes / 1e6).toFixed(0)} MB (${(image.compressedBytes / 1e6).toFixed(0)} MB compressed)`); // prettier-ignore

  const otlp = await otlpReceiver();
  const stack = await createStack({ image: IMAGE, otlpPort: otlp.port });
  let traffic: Traffic | null = null;
  const clients: ChatClient[] = [];
  const coldStart: Results['coldStart'] = [];
  const warmStart: Results['warmStart'] = [];
  let proxyEvents: { at: number; event: string }[] = [];

  try {
    // ---- a cold start: empty database, migrations, the demo stock --------------------------
    log(`starting the stack with ${stack.composeName}`);
    const upAt = Date.now();
    await stack.up();
    await Promise.all(
      INSTANCES.map(async (instance) => {
        await waitFor(`${instance} ready`, () => stack.readyDirect(instance), 240_000);
        const startedAt = (await docker(['inspect', '-f', '{{.State.StartedAt}}', await stack.containerOf(instance)])).stdout.trim(); // prettier-ignore
        coldStart.push({ instance, secondsToReady: seconds(Date.now() - Date.parse(startedAt)) });
      }),
    );
    await waitFor('the proxy to see both instances', async () => (await stack.proxySeesUp('facet-1')) && (await stack.proxySeesUp('facet-2')), 30_000); // prettier-ignore
    log(`stack ready ${seconds(Date.now() - upAt)} s after \`up\``);

    // ---- who is who -----------------------------------------------------------------------
    const base = stack.proxy;
    const buyer = await login(base, 'demo@facet.local', 'Demo1234');
    const clerk = await login(base, 'clerk@facet.local', 'Clerk1234', true);
    const conversation = await call<{ ConversationId: number }>(base, 'GET', '/api/Im/Conversation', { token: buyer.ToKen }); // prettier-ignore
    const conversationId = conversation.body!.Data.ConversationId;
    // Orders are picked up, but a buyer orders only with an address in the book.
    const address = await call(base, 'POST', '/api/Wholesaler_Address/AddOrUpd', {
      body: { Surname: 'Chan', Name: 'Mei', Mobile: '+852 9123 4567', Email: 'mei@example.com', Address: '8 Queen’s Road Central, 12/F', City: 'Hong Kong', Country: 'Hong Kong' }, // prettier-ignore
      token: buyer.ToKen,
    });
    if (address.status !== 200) throw new Error(`address: ${address.status} ${JSON.stringify(address.body)}`); // prettier-ignore
    const stones = await orderableStones(base, buyer.ToKen);
    const asset = await shopAsset(base);
    log(`${stones.length} stones to order, conversation ${conversationId}, shop file ${asset}`);

    const credentialsOf = (email: string, password: string, staff: boolean, first: Credentials) => {
      let current = first;
      return async (renew: boolean) => {
        if (renew) current = await login(base, email, password, staff);
        return current;
      };
    };
    const buyerChat = chatClient({ name: 'buyer', base, credentials: credentialsOf('demo@facet.local', 'Demo1234', false, buyer) }); // prettier-ignore
    const clerkChat = chatClient({ name: 'clerk', base, conversationId, credentials: credentialsOf('clerk@facet.local', 'Clerk1234', true, clerk) }); // prettier-ignore
    clients.push(buyerChat, clerkChat);
    await Promise.all([buyerChat.connect(), clerkChat.connect()]);
    await waitFor('both chat sockets', () => buyerChat.isOpen() && clerkChat.isOpen(), 15_000);

    // Stack B seeds its own database while stack A is under test.
    await stack.startStackB();

    traffic = startTraffic({ base, token: buyer.ToKen, asset, stones });
    let chatting = true;
    // People stop writing while the chat says it is unavailable (the database's outage).
    let chatPaused = false;
    const chatter = (async () => {
      for (let i = 0; chatting; i++) {
        if (!chatPaused) {
          buyerChat.send(`buyer message ${i}`);
          if (i % 2 === 0) clerkChat.send(`clerk answer ${i}`);
        }
        await sleep(1_000);
      }
    })();

    // ---- steady: /metrics counts the traffic ------------------------------------------------
    await sleep(3_000);
    {
      let before: Awaited<ReturnType<typeof requestCount>> | null = null;
      try {
        before = await requestCount(stack);
      } catch (error) {
        check(
          '/metrics counts the traffic',
          false,
          String(error),
          'GET /metrics with METRICS_TOKEN',
        );
      }
      const from = Date.now();
      await sleep(10_000);
      const to = Date.now();
      if (before) {
        const after = await requestCount(stack);
        const api = traffic.between(from, to).filter((o) => o.what !== 'shop shell' && o.what !== 'shop file'); // prettier-ignore
        const counted = after.total - before.total;
        const routeSeen = [...after.routes].some((r) => r.includes('DiamandsQuery'));
        check(
          '/metrics counts the traffic',
          counted >= api.length * 0.9 && routeSeen,
          `${counted} requests counted by the instances in a window where ${api.length} API calls went through the proxy; catalogue route labelled: ${routeSeen}`, // prettier-ignore
          'GET /metrics with METRICS_TOKEN',
        );
      }
      const throughProxy = await statusOf(`${base}/metrics`, { authorization: `Bearer ${stack.metricsToken}` }); // prettier-ignore
      check('/metrics is not served through the proxy', throughProxy === 404, `status ${throughProxy}`); // prettier-ignore
      const steady = traffic.between(from, to);
      faults.push(faultOf('none (steady traffic)', steady, notOk, to - from, 0, ''));
      check('steady traffic: no failed request', tally(steady, notOk).failed === 0, JSON.stringify(tally(steady, notOk).statuses)); // prettier-ignore
    }

    // ---- rolling restart: each instance in turn, SIGTERM, start, ready -----------------------
    {
      // Stack B's first start (its demo stock) is done first, so restarts are timed without it.
      await waitFor('stack B ready', async () => (await statusOf(`${stack.stackB}/api/health/ready`)) === 200, 180_000); // prettier-ignore
      log('rolling restart');
      const retriesBefore = (await stack.proxyRetries()).retries;
      const from = Date.now();
      const closesBefore = buyerChat.closes.length + clerkChat.closes.length;
      for (const instance of INSTANCES) {
        const stopAt = Date.now();
        await stack.stop(instance);
        const stopMs = Date.now() - stopAt;
        const startAt = Date.now();
        await stack.start(instance);
        await waitFor(`${instance} ready again`, () => stack.readyDirect(instance), 120_000);
        warmStart.push({ instance, stopSeconds: seconds(stopMs), secondsToReady: seconds(Date.now() - startAt) }); // prettier-ignore
        await waitFor(`the proxy to send ${instance} traffic again`, () => stack.proxySeesUp(instance), 30_000); // prettier-ignore
        log(`${instance}: SIGTERM to exit ${seconds(stopMs)} s, start to ready ${seconds(Date.now() - startAt)} s`); // prettier-ignore
      }
      await sleep(3_000);
      const to = Date.now();
      const window = traffic.between(from, to);
      const retries = (await stack.proxyRetries()).retries - retriesBefore;
      const fault = faultOf('rolling restart of both instances', window, notOk, to - from, retries, 'SIGTERM, wait for exit, start, wait until ready, one after the other'); // prettier-ignore
      faults.push(fault);
      check(
        'rolling restart: 0 failed requests',
        fault.failed === 0,
        `${fault.failed} of ${fault.requests} failed (${JSON.stringify(fault.statuses)})${fault.failed ? ` — ${fault.note}` : ''}`,
        'readiness 503 at SIGTERM, serving on for DRAIN_DELAY_SECONDS',
      );
      await waitFor('chat messages acknowledged', () => buyerChat.pending.size + clerkChat.pending.size === 0, 20_000).catch(() => 0); // prettier-ignore
      const reconnected = buyerChat.closes.length + clerkChat.closes.length - closesBefore;
      check(
        'rolling restart: the chat reconnects and loses nothing',
        buyerChat.pending.size + clerkChat.pending.size === 0 && (await roundTrip(buyerChat, clerkChat)), // prettier-ignore
        `${reconnected} socket closes, all reopened; ${buyerChat.acked.size + clerkChat.acked.size} messages acknowledged, ${buyerChat.pending.size + clerkChat.pending.size} not`, // prettier-ignore
      );
    }

    // ---- kill -9 of the instance holding the buyer's chat socket -----------------------------
    {
      const victim = (await instanceHolding(stack, buyerChat)) ?? 'facet-2';
      log(`kill -9 of ${victim}`);
      const retriesBefore = (await stack.proxyRetries()).retries;
      const restartsBefore = await stack.restartCount(victim);
      const closesBefore = buyerChat.closes.length;
      const ordersBefore = traffic.acknowledged.length;
      const from = Date.now();
      await stack.kill9(victim);
      const backMs = await waitFor(`${victim} restarted and ready`, async () => (await stack.restartCount(victim)) > restartsBefore && (await stack.readyDirect(victim)), 120_000); // prettier-ignore
      await waitFor(`the proxy to send ${victim} traffic again`, () => stack.proxySeesUp(victim), 30_000); // prettier-ignore
      await sleep(3_000);
      const to = Date.now();
      const window = traffic.between(from, to);
      const retries = (await stack.proxyRetries()).retries - retriesBefore;
      const fault = faultOf(`kill -9 of ${victim}`, window, notOk, to - from, retries, `restarted by Docker's restart policy, ready again after ${seconds(backMs)} s; writes in flight may fail, none is replayed`); // prettier-ignore
      faults.push(fault);
      check('kill -9: 0 failed reads', fault.failedReads === 0, `${fault.failedReads} reads and ${fault.failedWrites} writes failed of ${fault.requests}${fault.failed ? ` — ${fault.note}` : ''}`); // prettier-ignore
      const during = traffic.acknowledged.slice(ordersBefore);
      const missing = await missingOrders(base, buyer.ToKen, traffic.acknowledged);
      check(
        'kill -9: no acknowledged order lost',
        missing.length === 0 && during.length > 0,
        `${traffic.acknowledged.length} acknowledged orders (${during.length} around the kill), ${missing.length} missing`, // prettier-ignore
      );
      const buyerDropped = buyerChat.closes.length > closesBefore;
      await waitFor('the chat back', () => buyerChat.isOpen() && clerkChat.isOpen(), 20_000).catch(() => 0); // prettier-ignore
      check(
        'kill -9: the chat reconnects',
        buyerDropped && (await roundTrip(buyerChat, clerkChat)),
        `the buyer's socket ${buyerDropped ? 'dropped with the instance and came back' : 'was not on the killed instance'}; a message each way delivered afterwards`, // prettier-ignore
      );
    }

    // ---- PostgreSQL stopped for 20 s ---------------------------------------------------------
    {
      log('PostgreSQL stopped for 20 s');
      traffic.setOrdering(false);
      chatPaused = true;
      await sleep(1_000);
      const retriesBefore = (await stack.proxyRetries()).retries;
      const from = Date.now();
      await stack.stop('postgres', 30);
      const stoppedAt = Date.now();
      await sleep(8_000);
      const readyDuring = await Promise.all(INSTANCES.map((i) => stack.readyDirect(i)));
      const proxyUpDuring = await Promise.all(INSTANCES.map((i) => stack.proxySeesUp(i)));
      await sleep(Math.max(0, 20_000 - (Date.now() - stoppedAt)));
      await stack.start('postgres');
      const startedAt = Date.now();
      const backMs = await waitFor('API calls answered again', async () => {
        const answer = await call(base, 'GET', '/api/ShoppingCart/GetList', { token: buyer.ToKen });
        return answer.status === 200;
      }, 90_000); // prettier-ignore
      traffic.setOrdering(true);
      chatPaused = false;
      await sleep(5_000);
      const to = Date.now();
      const outage = traffic.between(stoppedAt + 500, startedAt);
      const wrong = (o: Outcome) =>
        o.kind === 'static' ? o.status !== 200 : o.status !== 200 && !isUnavailableEnvelope(o);
      const window = traffic.between(from, to);
      const retries = (await stack.proxyRetries()).retries - retriesBefore;
      const fault = faultOf('PostgreSQL stopped 20 s', window, wrong, to - from, retries, `API calls answered again ${seconds(backMs)} s after PostgreSQL's start`); // prettier-ignore
      faults.push(fault);
      // The whole window counts, the database's stopping and starting included.
      const staticDuring = window.filter((o) => o.kind === 'static');
      const apiDuring = window.filter((o) => o.kind !== 'static');
      check(
        "PostgreSQL away: the shop's shell and files still 200 through the proxy",
        staticDuring.length > 0 && staticDuring.every((o) => o.status === 200),
        `${staticDuring.filter((o) => o.status === 200).length} of ${staticDuring.length} answered 200`, // prettier-ignore
        'readiness kept while a shared dependency is down',
      );
      check(
        'PostgreSQL away: API calls answer the 503 envelope',
        apiDuring.every((o) => o.status === 200 || isUnavailableEnvelope(o)) && outage.some(isUnavailableEnvelope), // prettier-ignore
        `answers from the stop to 5 s after recovery: ${JSON.stringify(tally(apiDuring, () => false).statuses)}`,
        'readiness kept while a shared dependency is down',
      );
      const downs = (await stack.proxyEvents()).filter((e) => e.at >= from && e.at <= to && e.event.includes('DOWN')); // prettier-ignore
      check(
        'PostgreSQL away: instances stay ready',
        readyDuring.every(Boolean) && proxyUpDuring.every(Boolean) && downs.length === 0,
        `readiness mid-outage ${readyDuring.map((r) => (r ? 200 : 503)).join('/')}, proxy ${proxyUpDuring.map((u) => (u ? 'UP' : 'DOWN')).join('/')}; taken out by the proxy: ${downs.map((d) => d.event).join('; ') || 'never'}`, // prettier-ignore
        'readiness kept while a shared dependency is down',
      );
      const after = traffic.between(startedAt + backMs + 1_000, to);
      check(
        'PostgreSQL back: everything recovers by itself',
        after.length > 0 && after.every((o) => o.status === 200) && (await roundTrip(buyerChat, clerkChat)), // prettier-ignore
        `${tally(after, notOk).failed} of ${after.length} failed after recovery; chat delivers both ways`, // prettier-ignore
      );
    }

    // ---- PostgreSQL frozen for 10 s: its connections hang rather than refuse ----------------
    {
      log('PostgreSQL frozen for 10 s');
      traffic.setOrdering(false);
      chatPaused = true;
      await sleep(1_000);
      const from = Date.now();
      await stack.pause('postgres');
      await sleep(10_000);
      await stack.unpause('postgres');
      const backMs = await waitFor('API calls answered again', async () => {
        const answer = await call(base, 'GET', '/api/ShoppingCart/GetList', { token: buyer.ToKen });
        return answer.status === 200;
      }, 60_000); // prettier-ignore
      traffic.setOrdering(true);
      chatPaused = false;
      await sleep(3_000);
      const to = Date.now();
      const wrong = (o: Outcome) =>
        o.kind === 'static' ? o.status !== 200 : o.status !== 200 && !isUnavailableEnvelope(o);
      const window = traffic.between(from, to);
      const fault = faultOf('PostgreSQL frozen 10 s', window, wrong, to - from, 0, `API calls answered again ${seconds(backMs)} s after it thawed`); // prettier-ignore
      faults.push(fault);
      const downs = (await stack.proxyEvents()).filter((e) => e.at >= from && e.at <= to && e.event.includes('DOWN')); // prettier-ignore
      check(
        "PostgreSQL frozen: the shop's files still 200, API calls 200 or the 503 envelope, no instance taken out",
        fault.failed === 0 && downs.length === 0,
        `${fault.failed} of ${fault.requests} wrong (${JSON.stringify(fault.statuses)}); taken out by the proxy: ${downs.map((d) => d.event).join('; ') || 'never'}`, // prettier-ignore
        'readiness kept while a shared dependency is down',
      );
    }

    // ---- two deployments on one Redis ----------------------------------------------------------
    {
      log('two stacks on one Redis');
      await waitFor('stack B ready', async () => (await statusOf(`${stack.stackB}/api/health/ready`)) === 200, 180_000); // prettier-ignore
      const clerkB = await login(stack.stackB, 'clerk@facet.local', 'Clerk1234', true);
      const buyerB = await login(stack.stackB, 'demo@facet.local', 'Demo1234');
      const clerkBChat = chatClient({ name: 'clerk-b', base: stack.stackB, credentials: async () => clerkB }); // prettier-ignore
      const buyerBChat = chatClient({ name: 'buyer-b', base: stack.stackB, credentials: async () => buyerB }); // prettier-ignore
      clients.push(clerkBChat, buyerBChat);
      await Promise.all([clerkBChat.connect(), buyerBChat.connect()]);
      await waitFor('stack B chat sockets', () => clerkBChat.isOpen() && buyerBChat.isOpen(), 15_000); // prettier-ignore
      const fromA = buyerChat.send('for stack A only');
      const fromB = buyerBChat.send('for stack B only');
      await waitFor('each stack delivers its own', () => clerkChat.received.has(fromA) && clerkBChat.received.has(fromB), 10_000).catch(() => 0); // prettier-ignore
      await sleep(3_000);
      const leakedToB = clerkBChat.received.has(fromA);
      const leakedToA = clerkChat.received.has(fromB);
      check(
        'two stacks on one Redis: nothing crosses',
        !leakedToB && !leakedToA && clerkChat.received.has(fromA) && clerkBChat.received.has(fromB),
        `A's clerk got A's message: ${clerkChat.received.has(fromA)}, B's clerk got B's: ${clerkBChat.received.has(fromB)}; crossed A→B: ${leakedToB}, B→A: ${leakedToA}`, // prettier-ignore
        'REDIS_PREFIX derived from the database',
      );
    }

    // ---- traces, and a backup from inside the image ------------------------------------------
    chatting = false;
    await chatter;
    await traffic.stop();
    await sleep(6_000);
    check(
      'traces reach the OTLP receiver',
      otlp.exports() > 0 && otlp.mentions('facet-deploy-test') && otlp.mentions('/api/'),
      `${otlp.exports()} exports (${otlp.contentTypes().join(', ') || 'none'}); service name: ${otlp.mentions('facet-deploy-test')}, an API route: ${otlp.mentions('/api/')}`, // prettier-ignore
      'OTEL_EXPORTER_OTLP_ENDPOINT',
    );
    const backup = await run('docker', ['exec', await stack.containerOf('facet-1'), 'node', 'apps/server/dist/main.js', 'backup', '--out', '/data/backups/deploy-test']); // prettier-ignore
    const manifest = await run('docker', ['exec', await stack.containerOf('facet-1'), 'cat', '/data/backups/deploy-test/manifest.json']); // prettier-ignore
    check(
      'backup from inside the image (pg_dump against the PostgreSQL server)',
      backup.code === 0 && manifest.code === 0,
      backup.code === 0 ? 'manifest written' : (backup.stderr || backup.stdout).trim().split('\n').slice(-2).join(' '), // prettier-ignore
      'the backup command of the built server',
    );
  } catch (error) {
    check('the test ran to its end', false, error instanceof Error ? error.message : String(error));
  } finally {
    proxyEvents = await stack.proxyEvents().catch(() => []);
    for (const client of clients) client.close();
    await traffic?.stop();
    await otlp.close();
    if (process.env.FACET_DEPLOY_KEEP === '1') {
      log(`left running: ${stack.project} (proxy ${stack.proxy})`);
    } else {
      await stack.down();
    }
  }

  const results: Results = {
    at: new Date().toISOString(),
    machine: `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB, shared (load average ${loadAtStart.toFixed(1)} when the run began, ${loadavg()[2]!.toFixed(1)} at its end)`,
    compose: stack.composeName,
    image: {
      bytes: image.bytes,
      compressedBytes: image.compressedBytes,
      baseBytes: image.baseBytes,
      coldBuildSeconds: image.coldBuildSeconds,
      sourceChangeBuildSeconds: image.sourceChangeBuildSeconds,
    },
    standInsSeconds: image.standInsSeconds,
    coldStart,
    warmStart,
    faults,
    checks,
    proxyEvents: proxyEvents.map((e) => ({ second: seconds(e.at - started), event: e.event })),
    totalSeconds: seconds(Date.now() - started),
  };
  writeResults(results);
  const failed = checks.filter((c) => !c.ok);
  log(`${checks.length - failed.length} of ${checks.length} checks passed in ${results.totalSeconds} s; bench/results/deploy.md`); // prettier-ignore
  process.exit(failed.length ? 1 : 0);
}

main().catch((error: unknown) => {
  process.stderr.write(`test:deploy: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
