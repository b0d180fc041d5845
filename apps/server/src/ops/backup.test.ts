import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Cart, Order, OrderAdded } from '@facet/contract';
import { openDatabase, type Db } from '../platform/db';
import { serverRoot } from '../platform/paths';
import { removeServerFile, writeServerFile } from '../platform/server-file';
import { signer } from '../platform/signing';
import { goods } from '../modules/inventory/inventory.table';
import { orderLines, orders } from '../modules/orders/orders.table';
import { files } from '../modules/uploads/uploads.table';
import { BACKUP_TOKEN_HEADER } from '../modules/backup/backup.routes';
import { startTestServer, TEST_SECRET, type TestServer } from '../test/harness';

const repoRoot = path.resolve(serverRoot, '../..');
const adminUrl = process.env.DATABASE_URL;
const scratch = mkdtempSync(path.join(tmpdir(), 'facet-backup-test-'));

/**
 * Runs `npm run backup` / `npm run restore` as the operator would: a process of its own, with
 * only the database settings it is given (never the test run's own DATABASE_URL).
 */
function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  // Asynchronous: the server it may call for a snapshot lives in this very process.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(serverRoot, `src/${script}.ts`), ...args],
    { cwd: repoRoot, env: { ...inherited, ...env } },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, out, err })),
  );
}

let server: TestServer;
let env: Record<string, string>;
let placed: Order;
let voucherBytes: Buffer;

beforeAll(async () => {
  server = await startTestServer({ persistent: true });
  // As main.ts does: tools find the instance that holds this data directory.
  writeServerFile(server.dataDir, { pid: process.pid, port: Number(new URL(server.baseUrl).port), host: '127.0.0.1' }); // prettier-ignore
  env = {
    DATA_DIR: server.dataDir,
    SECRET: TEST_SECRET,
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
  };

  const stone = await server.newStone({ StockNo: 'BACKUP-1' });
  const clerk = await server.clerkToken();
  const buyer = await server.newUser();
  const token = { token: buyer.token };
  await server.post('/api/Wholesaler_Address/AddOrUpd', {
    Surname: 'Chan',
    Name: 'Mei',
    Mobile: '+852 9123 4567',
    Email: 'mei@example.com',
    Address: '8 Queen’s Road Central',
    City: 'Hong Kong',
    Country: 'Hong Kong',
  }, token); // prettier-ignore
  const cart = await server.call<Cart>('PUT', '/api/ShoppingCart/Add', { GoodsList: [{ GoodsId: stone.Id }] }, token); // prettier-ignore
  const cartIds = cart.body.Data.StatisticsDetail.flatMap((t) => t.Data.map((l) => l.CartId));
  const added = await server.post<OrderAdded>('/api/Order/AddOrder', { CartIds: cartIds, ReceivingMethod: 'pickup' }, token); // prettier-ignore
  const { OrderId } = added.body.Data;
  const before = (await server.post<Order>('/api/Order/Detail', { OrderId }, token)).body.Data;
  await server.post('/api/Admin/Orders/Confirm', { OrderId, Lines: [{ LineId: before.Lines[0]!.Id, UnitPrice: before.Lines[0]!.UnitPrice }] }, { token: clerk }); // prettier-ignore
  const voucher = await server.upload(buyer.token, 'voucher');
  await server.post('/api/Order/UploadPaymentVouchers', { OrderId, FileIds: [voucher.FileId] }, token); // prettier-ignore
  placed = (await server.post<Order>('/api/Order/Detail', { OrderId }, token)).body.Data;
  expect(placed.Vouchers).toHaveLength(1);
  const [row] = await server.db.select().from(files);
  voucherBytes = readFileSync(path.join(server.dataDir, 'uploads', row!.storageKey));
});

afterAll(async () => {
  removeServerFile(server.dataDir);
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** What a restore must bring back: orders with lines, stones, file records. */
async function contents(db: Db) {
  return {
    orders: await db
      .select({ id: orders.id, no: orders.orderNo, status: orders.status })
      .from(orders)
      .orderBy(asc(orders.id)),
    lines: await db
      .select({
        order: orderLines.orderId,
        goods: orderLines.goodsId,
        cents: orderLines.unitPriceCents,
      }) // prettier-ignore
      .from(orderLines)
      .orderBy(asc(orderLines.id)),
    stones: await db
      .select({ id: goods.id, stockNo: goods.stockNo, stock: goods.stock })
      .from(goods)
      .orderBy(asc(goods.id)),
    files: await db
      .select({ id: files.id, key: files.storageKey, owner: files.ownerId })
      .from(files)
      .orderBy(asc(files.id)),
  };
}

describe('npm run backup, while the server serves, and npm run restore into a fresh place', () => {
  const out = path.join(scratch, 'backup');

  test('the backup holds the database, the uploads and a manifest', async () => {
    const made = await cli('backup', ['--out', out], env);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain(`Backup written to ${out}`);
    const manifest = JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      format: 1,
      database: { kind: server.databaseUrl ? 'postgres' : 'pglite' },
      migrations: { count: expect.any(Number), last: expect.stringMatching(/^\d{4}_/) },
      uploads: { files: 1, bytes: voucherBytes.length },
    });
  });

  test('restoring it elsewhere brings back the same orders, stones and files', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'restored-'));
    let databaseUrl: string | undefined;
    let drop = async () => {};
    if (adminUrl) {
      const name = `facet_restore_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      drop = async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      };
    }
    try {
      const restored = await cli('restore', [out], {
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      });
      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      const database = await openDatabase({ databaseUrl, dataDir });
      try {
        const original = await contents(server.db);
        const copy = await contents(database.db);
        expect(copy).toEqual(original);
        expect(copy.orders.map((o) => o.no)).toContain(placed.OrderNo);
        expect(copy.stones.some((s) => s.stockNo === 'BACKUP-1' && s.stock === 0)).toBe(true);
        for (const file of copy.files) {
          expect(readFileSync(path.join(dataDir, 'uploads', file.key))).toEqual(
            readFileSync(path.join(server.dataDir, 'uploads', file.key)),
          );
        }
      } finally {
        await database.close();
      }
    } finally {
      await drop();
    }
  });

  test('a damaged backup is refused before anything is touched', async () => {
    const damaged = path.join(scratch, 'damaged');
    expect((await cli('backup', ['--out', damaged], env)).code).toBe(0);
    const file = path.join(damaged, server.databaseUrl ? 'database.pgdump' : 'database.tar.gz');
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    const refused = await cli('restore', [damaged], {
      DATA_DIR: mkdtempSync(path.join(scratch, 'x-')),
    });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/does not match its checksum/);
  });

  test('nothing is restored under a running server, nor over a database with tables', async () => {
    const underServer = await cli('restore', [out], env);
    expect(underServer.code).toBe(1);
    expect(underServer.err).toMatch(/is running on .*: stop it first/);
    if (server.databaseUrl) {
      const elsewhere = mkdtempSync(path.join(scratch, 'other-'));
      const overTables = await cli('restore', [out], {
        DATA_DIR: elsewhere,
        DATABASE_URL: server.databaseUrl,
      });
      expect(overTables.code).toBe(1);
      expect(overTables.err).toMatch(/is not empty: restore with --force/);
    }
  });
});

describe('the snapshot door of the running server', () => {
  const door = () => `${server.baseUrl}/api/Admin/Backup/Database`;
  const fresh = () => ({
    [BACKUP_TOKEN_HEADER]: signer(TEST_SECRET).sign('backup', 'database', 60),
  });

  test('stays shut to sessions, other secrets, other purposes and old signatures', async () => {
    const clerk = await server.clerkToken();
    for (const headers of [
      {} as Record<string, string>,
      { authorization: `Bearer ${clerk}` },
      { [BACKUP_TOKEN_HEADER]: signer('another-secret-another-secret-another').sign('backup', 'database', 60) }, // prettier-ignore
      { [BACKUP_TOKEN_HEADER]: signer(TEST_SECRET).sign('im', 'database', 60) },
      { [BACKUP_TOKEN_HEADER]: signer(TEST_SECRET).sign('backup', 'database', -1) },
    ]) {
      const response = await fetch(door(), { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ Code: 'NOT_FOUND' });
    }
  });

  test('opens to a fresh signature on the embedded database, and never on PostgreSQL', async () => {
    const response = await fetch(door(), { headers: fresh() });
    if (adminUrl) {
      // pg_dump backs PostgreSQL up: the server has no snapshot to give.
      expect(response.status).toBe(404);
    } else {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
    }
  });
});
