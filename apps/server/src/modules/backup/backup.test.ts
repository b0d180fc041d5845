import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'; // prettier-ignore
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Order } from '@facet/contract';
import { openDatabase, type Db } from '../../platform/db';
import { migrationsDir } from '../../platform/paths';
import { removeServerFile, writeServerFile } from './server-file';
import { signer } from '../../platform/signing';
import { goods } from '../inventory/inventory.table';
import { orderLines, orders } from '../orders/orders.table';
import { files } from '../uploads/uploads.table';
import { cli, emptyPostgres } from '../../test/backup-cli';
import { startTestServer, TEST_SECRET, type TestServer } from '../../test/harness';
import type { Manifest } from './backup.manifest';
import { BACKUP_PATH, BACKUP_TOKEN_HEADER } from './backup.service';

const adminUrl = process.env.DATABASE_URL;
const kind = adminUrl ? 'postgres' : 'pglite';
const databaseFile = adminUrl ? 'database.pgdump' : 'database.tar.gz';
const scratch = mkdtempSync(path.join(tmpdir(), 'facet-backup-test-'));
/** A URL nothing listens on, with a password that must never be printed. */
const UNREACHABLE_URL = 'postgres://postgres:hunter2-never-print@127.0.0.1:1/none';

/** What a restore must bring back: orders with their lines, stones, file records. */
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

/** The restored database and files are the served ones: rows equal, bytes identical. */
async function expectSameAsServed(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    const copy = await contents(database.db);
    expect(copy).toEqual(await contents(server.db));
    expect(copy.orders.map((o) => o.no)).toContain(placed.OrderNo);
    expect(copy.lines.filter((l) => l.order === copy.orders.at(-1)!.id)).toHaveLength(1);
    expect(copy.stones.some((s) => s.stockNo === 'BACKUP-1' && s.stock === 0)).toBe(true);
    expect(copy.files.length).toBeGreaterThan(0);
    for (const file of copy.files) {
      expect(readFileSync(path.join(dataDir, 'uploads', file.key))).toEqual(
        readFileSync(path.join(server.dataDir, 'uploads', file.key)),
      );
    }
  } finally {
    await database.close();
  }
}

let server: TestServer;
let env: Record<string, string>;
let placed: Order;
/** The backup every test restores from, taken while the server serves. */
const served = path.join(scratch, 'served');

beforeAll(async () => {
  server = await startTestServer({ persistent: true });
  // As main.ts does on the embedded database: tools find the instance holding DATA_DIR.
  writeServerFile(server.dataDir, { pid: process.pid, port: Number(new URL(server.baseUrl).port), host: '127.0.0.1' }); // prettier-ignore
  env = {
    DATA_DIR: server.dataDir,
    SECRET: TEST_SECRET,
    ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}),
  };

  // An order placed, priced by a clerk and paid with a voucher.
  const stone = await server.newStone({ StockNo: 'BACKUP-1' });
  const { buyer, order } = await server.newOrder([{ GoodsId: stone.Id }]);
  const token = { token: buyer.token };
  const { OrderId } = order;
  const before = (await server.post<Order>('/api/Order/Detail', { OrderId }, token)).body.Data;
  const [line] = before.Lines;
  await server.post('/api/Admin/Orders/Confirm', { OrderId, Lines: [{ LineId: line!.Id, UnitPrice: line!.UnitPrice }] }, { token: await server.clerkToken() }); // prettier-ignore
  const voucher = await server.upload(buyer.token, 'voucher');
  await server.post('/api/Order/UploadPaymentVouchers', { OrderId, FileIds: [voucher.FileId] }, token); // prettier-ignore
  placed = (await server.post<Order>('/api/Order/Detail', { OrderId }, token)).body.Data;
  expect(placed.Vouchers).toHaveLength(1);
});

afterAll(async () => {
  removeServerFile(server.dataDir);
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup while the server serves, npm run restore into a fresh place', () => {
  test('the backup holds the database, the uploads and a manifest that says so', async () => {
    const made = await cli('backup', ['--out', served], env);
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    expect(made.out).toContain(`Backup written to ${served}`);

    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')); // prettier-ignore
    const [stored] = await server.db.select().from(files);
    const voucher = readFileSync(path.join(server.dataDir, 'uploads', stored!.storageKey));
    const dump = readFileSync(path.join(served, databaseFile));
    const manifest = JSON.parse(readFileSync(path.join(served, 'manifest.json'), 'utf8'));
    expect(manifest).toEqual({
      format: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      database: {
        kind,
        file: databaseFile,
        bytes: dump.length,
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
      // Read from the snapshot itself: what the database had applied.
      migrations: { count: journal.entries.length, last: journal.entries.at(-1).tag },
      uploads: { files: 1, bytes: voucher.length, store: 'disk' },
    });
    expect(readFileSync(path.join(served, 'uploads', stored!.storageKey))).toEqual(voucher);
    // The snapshot was opened to check it; nothing of that is left behind.
    expect(readdirSync(served).sort()).toEqual([databaseFile, 'manifest.json', 'uploads']);
  });

  test('restoring it elsewhere brings back the same orders with lines, stones and files', async () => {
    const dataDir = mkdtempSync(path.join(scratch, 'restored-'));
    const target = adminUrl ? await emptyPostgres() : undefined;
    try {
      const restored = await cli('restore', [served], {
        DATA_DIR: dataDir,
        ...(target ? { DATABASE_URL: target.url } : {}),
      });
      expect(restored.err).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.out).toContain('Restored the backup of');
      await expectSameAsServed(dataDir, target?.url);
    } finally {
      await target?.drop();
    }
  });

  test('nothing is restored while a server runs on the data directory', async () => {
    const refused = await cli('restore', [served], env);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(
      /^restore: a server \(pid \d+\) is running on .*: stop it first\n$/,
    );
  });

  test('a tampered dump fails its checksum and changes nothing', async () => {
    const tampered = path.join(scratch, 'tampered');
    cpSync(served, tampered, { recursive: true });
    const file = path.join(tampered, databaseFile);
    const bytes = readFileSync(file);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    writeFileSync(file, bytes);
    const dataDir = mkdtempSync(path.join(scratch, 'untouched-'));
    const refused = await cli('restore', [tampered], adminUrl ? { DATA_DIR: dataDir, DATABASE_URL: UNREACHABLE_URL } : { DATA_DIR: dataDir }); // prettier-ignore
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^restore: .*database\.\S+ does not match its checksum: the backup is damaged\n$/); // prettier-ignore
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('every mistake is one line on stderr and exit code 1', () => {
  /** A copy of the served backup, changed by `change`. */
  const variant = (name: string, change: (dir: string) => void) => {
    const dir = path.join(scratch, `variant-${name}`);
    cpSync(served, dir, { recursive: true });
    change(dir);
    return dir;
  };
  const editManifest = (edit: (manifest: Manifest) => void) => (dir: string) => {
    const file = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
    edit(manifest);
    writeFileSync(file, JSON.stringify(manifest));
  };
  // The database the backup's kind asks for (never reached: refused before), or the other kind.
  const withUrl: Record<string, string> = { DATABASE_URL: UNREACHABLE_URL };
  const kinds = { same: adminUrl ? withUrl : {}, other: adminUrl ? {} : withUrl };

  test.each([
    [
      'a missing directory',
      () => path.join(scratch, 'nowhere'),
      'same',
      /: no such backup directory$/,
    ],
    ['a directory without a manifest', () => mkdtempSync(path.join(scratch, 'empty-')), 'same', /is not a Facet backup \(no manifest\.json\)$/], // prettier-ignore
    ['a manifest that is not JSON', () => variant('json', (dir) => writeFileSync(path.join(dir, 'manifest.json'), '{ "format": 1,')), 'same', /manifest\.json is not valid JSON$/], // prettier-ignore
    ['a manifest pointing outside the backup', () => variant('outside', editManifest((m) => (m.database.file = '../../etc/passwd' as Manifest['database']['file']))), 'same', /not a manifest this release can read \(database\.file: /], // prettier-ignore
    ['a backup of the other database kind', () => served, 'other', adminUrl ? /this is a PostgreSQL backup: set DATABASE_URL/ : /this is an embedded-database backup: unset DATABASE_URL/], // prettier-ignore
    ['a backup from a newer release', () => variant('newer', editManifest((m) => (m.migrations.count = 9999))), 'same', /taken by a newer release \(9999 migrations\)/], // prettier-ignore
    ['a backup whose uploads are incomplete', () => variant('uploads', (dir) => rmSync(path.join(dir, 'uploads'), { recursive: true })), 'same', /holds 0 files \(0 bytes\), the manifest says 1 .*the backup is incomplete$/], // prettier-ignore
  ] as const)('restore refuses %s', async (_case, backupDir, database, expected) => {
    const dataDir = mkdtempSync(path.join(scratch, 'refused-'));
    const refused = await cli('restore', [backupDir()], { DATA_DIR: dataDir, ...kinds[database] });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^restore: [^\n]+\n$/);
    expect(refused.err.trimEnd()).toMatch(expected);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  test('restore without a directory, and with an unknown option', async () => {
    const [bare, unknown] = await Promise.all([
      cli('restore', [], { DATA_DIR: scratch }),
      cli('restore', [served, '--wipe'], { DATA_DIR: scratch }),
    ]);
    expect(bare).toMatchObject({ code: 1, err: 'restore: usage: npm run restore -- <backup dir> [--force]\n' }); // prettier-ignore
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^restore: Unknown option '--wipe'[^\n]*\n$/);
  });

  test('backup into a directory that is not empty, and of a database it cannot reach', async () => {
    const [occupied, unreachable] = await Promise.all([
      cli('backup', ['--out', served], env),
      cli('backup', ['--out', path.join(scratch, 'unreachable')], { DATA_DIR: scratch, DATABASE_URL: UNREACHABLE_URL }), // prettier-ignore
    ]);
    expect(occupied).toMatchObject({ code: 1, err: `backup: ${served} already exists and is not empty\n` }); // prettier-ignore
    expect(unreachable.code).toBe(1);
    expect(unreachable.err).toMatch(/^backup: pg_dump failed: [^\n]+\n$/);
    expect(existsSync(path.join(scratch, 'unreachable'))).toBe(false);
  });
});

// Each database's own behaviour, run on that database (CI runs the suite on both).
if (adminUrl) {
  describe('on PostgreSQL', () => {
    test('a database with tables is replaced only with --force', async () => {
      const target = await emptyPostgres();
      const restore = (...args: string[]) =>
      cli('restore', [served, ...args], { DATA_DIR: mkdtempSync(path.join(scratch, 'pg-')), DATABASE_URL: target.url }); // prettier-ignore
      try {
        expect((await restore()).code).toBe(0);
        const again = await restore();
        expect(again.code).toBe(1);
        expect(again.err).toBe('restore: the database in DATABASE_URL is not empty: restore with --force to replace it\n'); // prettier-ignore
        const forced = await restore('--force');
        expect(forced.err).toBe('');
        expect(forced.code).toBe(0);
        const database = await openDatabase({ databaseUrl: target.url });
        try {
          expect(await contents(database.db)).toEqual(await contents(server.db));
        } finally {
          await database.close();
        }
      } finally {
        await target.drop();
      }
    });
  });
}

if (!adminUrl) {
  describe('on the embedded database with no server running', () => {
    test('the tools open the data directory themselves; a restore keeps the old database aside', async () => {
      const dataDir = mkdtempSync(path.join(scratch, 'offline-'));
      expect((await cli('restore', [served], { DATA_DIR: dataDir })).code).toBe(0);
      // A server that died without cleaning up (kill -9) holds nothing.
      const dead = spawnSync(process.execPath, ['-e', '0']).pid;
      writeServerFile(dataDir, { pid: dead, port: 1, host: '127.0.0.1' });

      const offline = path.join(scratch, 'offline-backup');
      const made = await cli('backup', ['--out', offline], { DATA_DIR: dataDir });
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(JSON.parse(readFileSync(path.join(offline, 'manifest.json'), 'utf8'))).toMatchObject({
        database: { kind: 'pglite' },
        uploads: { files: 1 },
      });

      const again = await cli('restore', [offline], { DATA_DIR: dataDir });
      expect(again.err).toBe('');
      expect(again.code).toBe(0);
      const [aside] = readdirSync(dataDir).filter((name) => name.startsWith('db.before-restore-'));
      expect(again.out).toContain(`kept in ${path.join(dataDir, aside!)}`);
      expect(existsSync(path.join(dataDir, aside!, 'PG_VERSION'))).toBe(true);
      await expectSameAsServed(dataDir);
      // Three command-line runs, each starting its own embedded database: on a busy two-core
      // machine they take most of a minute.
    }, 90_000);

    test('a backup without the server’s secret is refused, and leaves nothing behind', async () => {
      const out = path.join(scratch, 'no-secret');
      const { SECRET: _secret, ...noSecret } = env;
      const [wrong, missing] = await Promise.all([
        cli('backup', ['--out', out], { ...env, SECRET: 'another-secret-another-secret-another' }),
        cli('backup', ['--out', `${out}-2`], noSecret),
      ]);
      expect(wrong.code).toBe(1);
      expect(wrong.err).toMatch(/^backup: the server on port \d+ refused the snapshot \(HTTP 404\): run the backup with the SECRET the server runs with\n$/); // prettier-ignore
      expect(missing).toMatchObject({ code: 1, err: 'backup: no DATA_DIR/secret: run the backup with the SECRET the server runs with\n' }); // prettier-ignore
      expect(existsSync(out) || existsSync(`${out}-2`)).toBe(false);
      expect(existsSync(path.join(server.dataDir, 'secret'))).toBe(false);
    });

    test('the snapshot waits for a transaction in flight: it holds all of it or none', async () => {
      const database = await openDatabase({});
      try {
        await database.db.execute(sql`create table ledger (cents int)`);
        let commit!: () => void;
        const committing = new Promise<void>((resolve) => (commit = resolve));
        const transaction = database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into ledger values (100)`);
          await committing;
          await tx.execute(sql`insert into ledger values (-100)`);
        });
        await new Promise((resolve) => setTimeout(resolve, 50));
        const snapshot = database.dump!();
        commit();
        await transaction;
        const copy = await PGlite.create({ loadDataDir: await snapshot });
        try {
          const { rows } = await copy.query('select count(*)::int as n from ledger');
          expect(rows).toEqual([{ n: 2 }]);
        } finally {
          await copy.close();
        }
      } finally {
        await database.close();
      }
    });
  });

  describe('the snapshot door of the running server', () => {
    const door = () => server.baseUrl + BACKUP_PATH;

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
        expect(await response.json()).toMatchObject({ Success: false, Code: 'NOT_FOUND' });
      }
    });

    test('opens to a fresh signature on the embedded database only, and is not in the OpenAPI', async () => {
      const response = await fetch(door(), {
        headers: { [BACKUP_TOKEN_HEADER]: signer(TEST_SECRET).sign('backup', 'database', 60) },
      });
      // On PostgreSQL pg_dump backs up: the server has no snapshot to give.
      expect(response.status).toBe(adminUrl ? 404 : 200);
      if (!adminUrl) expect(response.headers.get('content-type')).toBe('application/gzip');
      const openapi = (await (await fetch(`${server.baseUrl}/openapi.json`)).json()) as { paths: object }; // prettier-ignore
      expect(Object.keys(openapi.paths)).not.toContain(BACKUP_PATH);
      expect(Object.keys(openapi.paths).length).toBeGreaterThan(10);
    });
  });
}
