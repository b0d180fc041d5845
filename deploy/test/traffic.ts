/**
 * Traffic through the proxy, as phones make it: the shop's shell and files, catalogue reads,
 * the cart and notices, and a buyer ordering stone after stone. Every answer is recorded with
 * its time, so each fault's window can be judged afterwards.
 */
import type {
  Cart,
  Envelope,
  Goods,
  GoodsPage,
  Order,
  OrderAdded,
  UserInfo,
} from '@facet/contract';
import { sleep } from './shell';

export type Answer<T = unknown> = {
  status: number;
  /** The envelope, or null when the body was not one (a proxy's own page, a file). */
  body: Envelope<T> | null;
  ms: number;
  error?: string;
};

/** One HTTP call; a failed connection is status 0. */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {}, // prettier-ignore
): Promise<Answer<T>> {
  const start = Date.now();
  try {
    const response = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    const text = await response.text();
    let parsed: Envelope<T> | null = null;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        parsed = JSON.parse(text) as Envelope<T>;
      } catch {
        parsed = null;
      }
    }
    return { status: response.status, body: parsed, ms: Date.now() - start };
  } catch (error) {
    // fetch's own message is "fetch failed"; what happened (a reset, a timeout) is its cause.
    const cause = (error as { cause?: unknown }).cause;
    return { status: 0, body: null, ms: Date.now() - start, error: cause ? `${String(error)}: ${String(cause)}` : String(error) }; // prettier-ignore
  }
}

export async function login(base: string, email: string, password: string, staff = false) {
  const path = staff ? '/api/Admin/Login' : '/api/Relation/EmailLogin';
  const answer = await call<UserInfo>(base, 'POST', path, {
    body: { Email: email, Password: password },
  });
  if (answer.status !== 200 || !answer.body?.Data) {
    throw new Error(`login ${email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.Data;
}

/** Reads are safe to repeat; writes change something; static is the shop's own files. */
export type Kind = 'static' | 'read' | 'write';

export type Outcome = {
  at: number;
  kind: Kind;
  what: string;
  status: number;
  code: string;
  /** The envelope's message or the connection error, kept for the report's examples. */
  error?: string;
};

export type Acknowledged = { orderId: number; goodsId: number; at: number };

/** The 503 envelope a shared dependency's outage answers with. */
export const isUnavailableEnvelope = (o: Outcome) =>
  o.status === 503 && o.code === 'SERVICE_UNAVAILABLE';

type Op = { kind: Kind; what: string; method: string; url: string; body?: unknown; auth?: boolean };

export async function shopAsset(base: string) {
  const html = await (await fetch(`${base}/`)).text();
  const asset = /(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  if (!asset) throw new Error('no script or style sheet in the shop shell');
  return asset;
}

/** Stones one buyer can order one by one: unique stones (one in stock, bought whole). */
export async function orderableStones(base: string, token: string, wanted = 600) {
  const stones: number[] = [];
  for (const path of ['ArtificialDiamandsQuery', 'DiamandsQuery']) {
    for (let page = 1; stones.length < wanted && page <= 15; page++) {
      const answer = await call<GoodsPage>(base, 'POST', `/api/Diamonds/${path}`, {
        body: { PageIndex: page, PageSize: 50 },
        token,
      });
      const list: Goods[] = answer.body?.Data?.List ?? [];
      if (list.length === 0) break;
      for (const goods of list) if (goods.Stock === 1 && goods.MinBuy <= 1) stones.push(goods.Id);
    }
  }
  return stones;
}

export function startTraffic({
  base,
  token,
  asset,
  stones,
  readers = 3,
  pauseMs = 25,
}: {
  base: string;
  token: string;
  asset: string;
  stones: number[];
  readers?: number;
  pauseMs?: number;
}) {
  const outcomes: Outcome[] = [];
  const acknowledged: Acknowledged[] = [];
  let running = true;
  let ordering = true;
  let nextStone = 0;

  const record = (kind: Kind, what: string, answer: Answer, at: number) => {
    outcomes.push({
      at,
      kind,
      what,
      status: answer.status,
      code: answer.body?.Code ?? (answer.status === 0 ? 'NO_ANSWER' : 'NOT_ENVELOPE'),
      ...(answer.error || (answer.status !== 200 && answer.body?.Message)
        ? { error: answer.error ?? answer.body?.Message }
        : {}),
    });
  };

  const ops: Op[] = [
    { kind: 'static', what: 'shop shell', method: 'GET', url: '/' },
    { kind: 'read', what: 'catalogue query', method: 'POST', url: '/api/Diamonds/DiamandsQuery', body: 'page', auth: true }, // prettier-ignore
    { kind: 'static', what: 'shop file', method: 'GET', url: asset },
    { kind: 'read', what: 'cart', method: 'GET', url: '/api/ShoppingCart/GetList', auth: true },
    { kind: 'read', what: 'lab-grown query', method: 'POST', url: '/api/Diamonds/ArtificialDiamandsQuery', body: 'page', auth: true }, // prettier-ignore
    { kind: 'read', what: 'notices', method: 'GET', url: '/api/Im_SystemNotice/GetList?PageIndex=1&PageSize=10', auth: true }, // prettier-ignore
    { kind: 'read', what: 'stone', method: 'POST', url: '/api/Diamonds/Detail', body: 'stone', auth: true }, // prettier-ignore
    { kind: 'read', what: 'currency rates', method: 'GET', url: '/api/Currency/Rates', auth: true },
    { kind: 'write', what: 'notices read', method: 'POST', url: '/api/Im_SystemNotice/Read', body: { All: true, Kind: 'all' }, auth: true }, // prettier-ignore
  ];

  async function reader(n: number) {
    for (let i = n; running; i++) {
      const op = ops[i % ops.length]!;
      const body =
        op.body === 'page'
          ? { PageIndex: 1 + (i % 10), PageSize: 20 }
          : op.body === 'stone'
            ? { Id: stones[(i * 13) % stones.length] }
            : op.body;
      const at = Date.now();
      const answer = await call(base, op.method, op.url, {
        body,
        ...(op.auth ? { token } : {}),
      });
      record(op.kind, op.what, answer, at);
      await sleep(pauseMs);
    }
  }

  /** One stone into the cart, then an order for it: acknowledged orders are kept. */
  async function orderer() {
    while (running) {
      if (!ordering || nextStone >= stones.length) {
        await sleep(100);
        continue;
      }
      const goodsId = stones[nextStone++]!;
      let at = Date.now();
      const added = await call<Cart>(base, 'PUT', '/api/ShoppingCart/Add', {
        body: { GoodsList: [{ GoodsId: goodsId, Quantity: 1 }] },
        token,
      });
      record('write', 'cart add', added, at);
      const line = added.body?.Data?.StatisticsDetail?.flatMap((tab) => tab.Data).find(
        (l) => l.Goods.Id === goodsId,
      );
      if (line) {
        at = Date.now();
        const placed = await call<OrderAdded>(base, 'POST', '/api/Order/AddOrder', {
          body: { CartIds: [line.CartId], ReceivingMethod: 'pickup' },
          token,
        });
        record('write', 'order', placed, at);
        if (placed.status === 200 && placed.body?.Data) {
          acknowledged.push({ orderId: placed.body.Data.OrderId, goodsId, at });
        }
      }
      await sleep(200);
    }
  }

  const loops = [...Array.from({ length: readers }, (_, n) => reader(n * 3)), orderer()];

  return {
    outcomes,
    acknowledged,
    /** Orders wait while a phase expects writes to fail (the database stopped). */
    setOrdering(on: boolean) {
      ordering = on;
    },
    between: (from: number, to: number) => outcomes.filter((o) => o.at >= from && o.at < to),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export type Traffic = ReturnType<typeof startTraffic>;

/** Every acknowledged order is there, with its stone, when its buyer asks for it afterwards. */
export async function missingOrders(base: string, token: string, orders: Acknowledged[]) {
  const missing: Acknowledged[] = [];
  for (const order of orders) {
    const seen = await call<Order>(base, 'POST', '/api/Order/Detail', {
      body: { OrderId: order.orderId },
      token,
    });
    const lines = seen.body?.Data?.Lines ?? [];
    if (seen.status !== 200 || !lines.some((l) => l.GoodsId === order.goodsId)) {
      missing.push(order);
    }
  }
  return missing;
}

/** Counts of a window's answers by kind and outcome, with the failures' first examples. */
export function tally(outcomes: Outcome[], failed: (o: Outcome) => boolean) {
  const byKind: Record<Kind, { total: number; failed: number }> = {
    static: { total: 0, failed: 0 },
    read: { total: 0, failed: 0 },
    write: { total: 0, failed: 0 },
  };
  const examples: string[] = [];
  const statuses: Record<string, number> = {};
  for (const o of outcomes) {
    byKind[o.kind].total++;
    const key = `${o.status} ${o.code}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (failed(o)) {
      byKind[o.kind].failed++;
      if (examples.length < 8) examples.push(`${o.what}: ${o.status} ${o.code}${o.error ? ` (${o.error})` : ''}`); // prettier-ignore
    }
  }
  const total = outcomes.length;
  const failedCount = byKind.static.failed + byKind.read.failed + byKind.write.failed;
  return { total, failed: failedCount, byKind, statuses, examples };
}
