import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, test } from 'vitest';
import type { Cart, Goods, GoodsPage, Order, OrderAdded } from '@facet/contract';
import { HK_ADDRESS } from '../test/factories';
import { client, registerBuyer } from './client';
import { privatePostgres, sleep, startFacet, waitFor, type Facet } from './processes';

const BUYERS = 8;

type Acknowledged = { token: string; orderId: number; goodsId: number };
type Row = Record<string, unknown>;

let postgres: Awaited<ReturnType<typeof privatePostgres>> | undefined;
afterAll(() => postgres?.close());

/**
 * Buyers order as fast as they can — unique stones that several want at once, and rough
 * stones several pieces deep — until the server is killed with SIGKILL mid-storm.
 */
async function storm(facet: Facet) {
  const api = client(facet.url);
  const tokens = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) =>
      registerBuyer(facet.url, facet.dataDir, `storm.${i}.${Date.now()}@example.com`),
    ),
  );
  for (const token of tokens) {
    expect((await api.post('/api/Wholesaler_Address/AddOrUpd', HK_ADDRESS, token)).status).toBe(
      200,
    );
  }
  const page = async (path: string) =>
    (await api.post<GoodsPage>(path, { PageIndex: 1, PageSize: 30 }, tokens[0])).body.Data.List;
  const pool: Goods[] = [
    ...(await page('/api/Diamonds/DiamandsQuery')),
    ...(await page('/api/Diamonds/BlankQuery')).filter((g) => g.Stock >= 2 && g.MinBuy <= 1),
  ];
  expect(pool.length).toBeGreaterThan(30);
  const stockBefore = new Map(pool.map((g) => [g.Id, g.Stock]));

  const acknowledged: Acknowledged[] = [];
  let killed = false;
  const buyer = async (token: string, n: number) => {
    for (let i = n; !killed; i += BUYERS) {
      const stone = pool[(i * 7) % pool.length]!;
      const added = await api.call<Cart>('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id, Quantity: 1 }] }, token); // prettier-ignore
      const line = added.body.Data?.StatisticsDetail?.flatMap((t) => t.Data).find((l) => l.Goods.Id === stone.Id); // prettier-ignore
      if (!line) continue;
      const placed = await api.post<OrderAdded>(
        '/api/Order/AddOrder',
        { CartIds: [line.CartId], ReceivingMethod: 'pickup' },
        token,
      );
      if (placed.status === 200) {
        acknowledged.push({ token, orderId: placed.body.Data.OrderId, goodsId: stone.Id });
      }
    }
  };
  const running = tokens.map((token, n) => buyer(token, n));
  await waitFor('a storm of orders', () => acknowledged.length >= 25, 60_000);
  facet.child.kill('SIGKILL');
  await facet.exited;
  killed = true;
  await Promise.all(running);
  return { acknowledged, stockBefore };
}

/** The storm's invariants, read from the database after the kill. */
function checkInvariants(
  { acknowledged, stockBefore }: Awaited<ReturnType<typeof storm>>,
  rows: { orders: Row[]; lines: Row[]; goods: Row[] },
) {
  const orderIds = new Set(rows.orders.map((o) => Number(o.id)));
  // Every order the server said yes to is there, with its line.
  for (const ack of acknowledged) {
    expect(orderIds.has(ack.orderId), `order ${ack.orderId}`).toBe(true);
    expect(
      rows.lines.some(
        (l) => Number(l.order_id) === ack.orderId && Number(l.goods_id) === ack.goodsId,
      ),
    ).toBe(true);
  }
  for (const stone of rows.goods) {
    const id = Number(stone.id);
    const taken = rows.lines
      .filter((l) => Number(l.goods_id) === id)
      .reduce((sum, l) => sum + Number(l.stock_taken), 0);
    // No negative stock, and what is on the shelf plus what was ordered is what there was.
    expect(Number(stone.stock)).toBeGreaterThanOrEqual(0);
    expect(Number(stone.stock) + taken).toBeCloseTo(stockBefore.get(id)!, 3);
    // A unique stone is in one live order at most.
    if (stockBefore.get(id) === 1) {
      expect(rows.lines.filter((l) => Number(l.goods_id) === id).length).toBeLessThanOrEqual(1);
    }
  }
}

const READ_BACK = {
  orders: `select id from orders where status <> 'Cancelled'`,
  lines: `select l.order_id, l.goods_id, l.stock_taken from order_lines l join orders o on o.id = l.order_id where o.status <> 'Cancelled'`,
  goods: (ids: number[]) => `select id, stock from goods where id in (${ids.join(',')})`,
};

/** After the restart the buyers find their orders through the API, as they would. */
async function ordersServedAgain(facet: Facet, acknowledged: Acknowledged[]) {
  await facet.ready();
  const api = client(facet.url);
  for (const ack of acknowledged.slice(0, 10)) {
    const seen = await api.post<Order>('/api/Order/Detail', { OrderId: ack.orderId }, ack.token);
    expect(seen.status).toBe(200);
    expect(seen.body.Data.Lines[0]!.GoodsId).toBe(ack.goodsId);
  }
}

describe('kill -9 in the middle of an order storm loses no acknowledged order', () => {
  test('on the embedded database', async () => {
    const facet = await startFacet({ env: { SEED_DEMO: 'true' } });
    await facet.ready();
    const result = await storm(facet);
    const db = await PGlite.create({ dataDir: path.join(facet.dataDir, 'db') });
    const ids = [...result.stockBefore.keys()];
    checkInvariants(result, {
      orders: (await db.query<Row>(READ_BACK.orders)).rows,
      lines: (await db.query<Row>(READ_BACK.lines)).rows,
      goods: (await db.query<Row>(READ_BACK.goods(ids))).rows,
    });
    await db.close();
    await sleep(100);
    const again = await startFacet({ env: { DATA_DIR: facet.dataDir, SEED_DEMO: 'true' } });
    try {
      await ordersServedAgain(again, result.acknowledged);
    } finally {
      again.child.kill('SIGKILL');
      again.removeData();
    }
  });

  test('on PostgreSQL', async () => {
    postgres = await privatePostgres();
    const database = 'facet_storm';
    const env = { DATABASE_URL: await postgres.createDatabase(database), SEED_DEMO: 'true' };
    const facet = await startFacet({ env });
    await facet.ready();
    const result = await storm(facet);
    const ids = [...result.stockBefore.keys()];
    checkInvariants(result, {
      orders: await postgres.query<Row>(database, READ_BACK.orders),
      lines: await postgres.query<Row>(database, READ_BACK.lines),
      goods: await postgres.query<Row>(database, READ_BACK.goods(ids)),
    });
    const again = await startFacet({ env: { ...env, DATA_DIR: facet.dataDir } });
    try {
      await ordersServedAgain(again, result.acknowledged);
    } finally {
      again.child.kill('SIGKILL');
      again.removeData();
    }
  });
});
