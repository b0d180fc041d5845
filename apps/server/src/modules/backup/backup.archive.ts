/**
 * Backups a wholesaler can trust: `npm run backup` writes a consistent snapshot of the
 * database plus the uploaded files with a manifest (backup.manifest.ts), `npm run restore`
 * brings one back after checking it. The server's part is backup.service.ts.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../../platform/config';
import { DependencyUnavailable } from '../../platform/health';
import type { S3Settings, S3Storage } from '../../platform/s3-storage';
import { migrateStorage } from '../../platform/storage-migrate';
import { liveServer, type ServerFile } from './server-file';
import { loadSecret, signer } from '../../platform/signing';
import {
  appliedMigrations,
  BackupError,
  copyBucket,
  copyUploads,
  type Manifest,
  messageOf,
  PGLITE_FILE,
  POSTGRES_FILE,
  readManifest,
  releaseMigrations,
  sha256Of,
  stamp,
  treeSize,
} from './backup.manifest';
import { BACKUP_PATH, BACKUP_TOKEN_HEADER, backupToken } from './backup.service';

/**
 * Runs a PostgreSQL client tool. The password goes by environment, not on the command line
 * (where `ps` shows it); what the tool says comes back without the URL.
 */
function runTool(tool: string, args: string[], databaseUrl?: string): string {
  const env = { ...process.env };
  const hidden: string[] = [];
  if (databaseUrl) {
    hidden.push(databaseUrl);
    let dbname = databaseUrl;
    try {
      const url = new URL(databaseUrl);
      if (url.password) {
        env.PGPASSWORD = decodeURIComponent(url.password);
        hidden.push(env.PGPASSWORD);
        url.password = '';
      }
      dbname = url.toString();
    } catch {
      // Not a URL (a `host=… dbname=…` string): libpq reads it as it is.
    }
    hidden.push(dbname);
    args = [...args, `--dbname=${dbname}`];
  }
  const result = spawnSync(tool, args, { encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw new BackupError(`${tool} could not be run: ${result.error.message}`);
  if (result.status !== 0) {
    let said = (result.stderr || result.stdout).trim();
    for (const secret of hidden) said = said.replaceAll(secret, '<DATABASE_URL>');
    throw new BackupError(`${tool} failed: ${said.split('\n').slice(0, 3).join(' | ')}`);
  }
  return result.stdout;
}

/** The migrations recorded in a pg_dump archive, read from the archive itself. */
function migrationsInPgDump(file: string): Manifest['migrations'] {
  const sql = runTool('pg_restore', [
    '--data-only',
    '--schema=drizzle',
    '--table=__drizzle_migrations',
    '--file=-',
    file,
  ]);
  const rows: string[] = [];
  let copying = false;
  for (const line of sql.split('\n')) {
    if (line.startsWith('COPY drizzle.__drizzle_migrations')) copying = true;
    else if (line === '\\.') copying = false;
    else if (copying) rows.push(line.split('\t')[2]!);
  }
  return appliedMigrations(rows);
}

/**
 * Loads a PGlite snapshot into a scratch directory and reads its migrations: proof that the
 * snapshot opens, before anyone needs it to.
 */
async function migrationsInSnapshot(
  file: string,
  scratchIn: string,
): Promise<Manifest['migrations']> {
  const scratch = mkdtempSync(path.join(scratchIn, '.check-'));
  try {
    const copy = await PGlite.create({ dataDir: scratch, loadDataDir: await openAsBlob(file) });
    try {
      const { rows } = await copy.query<{ created_at: string }>(
        'select created_at::text as created_at from drizzle.__drizzle_migrations',
      );
      return appliedMigrations(rows.map((row) => row.created_at));
    } finally {
      await copy.close();
    }
  } catch (error) {
    throw new BackupError(`the database snapshot does not open: ${messageOf(error)}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Asks the server that holds the embedded database for its snapshot. */
async function snapshotFromServer(config: Config, server: ServerFile): Promise<Buffer> {
  const anyAddress = ['0.0.0.0', '::', ''].includes(server.host);
  const host = anyAddress
    ? '127.0.0.1'
    : server.host.includes(':')
      ? `[${server.host}]`
      : server.host;
  // The server signs with SECRET or DATA_DIR/secret; never make up a new secret here.
  if (!config.secret && !existsSync(path.join(config.dataDir, 'secret'))) {
    throw new BackupError(
      `no DATA_DIR/secret: run the backup with the SECRET the server runs with`,
    );
  }
  const token = backupToken(signer(loadSecret(config.secret, config.dataDir)));
  let response: Response;
  try {
    response = await fetch(`http://${host}:${server.port}${BACKUP_PATH}`, {
      headers: { [BACKUP_TOKEN_HEADER]: token },
    });
  } catch {
    throw new BackupError(
      `a server (pid ${server.pid}) holds ${config.dataDir} but does not answer on port ${server.port}`,
    );
  }
  if (!response.ok) {
    throw new BackupError(
      `the server on port ${server.port} refused the snapshot (HTTP ${response.status}): ` +
        'run the backup with the SECRET the server runs with',
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

/** The embedded database as a gzipped tar: from the running server if one holds it. */
async function pgliteSnapshot(config: Config): Promise<Buffer> {
  const server = liveServer(config.dataDir);
  if (server) return snapshotFromServer(config, server);
  const dir = path.join(config.dataDir, 'db');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`no embedded database in ${config.dataDir}`);
  }
  const database = await PGlite.create({ dataDir: dir });
  try {
    return Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await database.close();
  }
}

/** The bucket the settings name, for as long as `use` runs. */
async function withBucket<T>(settings: S3Settings, use: (bucket: S3Storage) => Promise<T>) {
  const { s3Storage } = await import('../../platform/s3-storage');
  const bucket = s3Storage(settings);
  try {
    return await use(bucket);
  } finally {
    bucket.close();
  }
}

/** With the files in a bucket: that it answers to these keys, or one line saying why not. */
async function requireBucket({ s3 }: Config) {
  if (!s3) return;
  await withBucket(s3, (bucket) => bucket.check()).catch((error: unknown) => {
    throw new BackupError(
      error instanceof DependencyUnavailable
        ? `the bucket ${s3.bucket} cannot be reached: ${messageOf(error.cause)}`
        : messageOf(error),
    );
  });
}

/**
 * The uploaded files into the backup: DATA_DIR/uploads, or the bucket's objects when the files
 * are in one, so that one backup directory brings the whole shop back either way.
 */
async function backUpUploads(config: Config, to: string): Promise<Manifest['uploads']> {
  const { s3 } = config;
  if (!s3) return { ...copyUploads(path.join(config.dataDir, 'uploads'), to), store: 'disk' };
  const copied = await withBucket(s3, (bucket) => copyBucket(bucket, to));
  return { ...copied, store: 's3', bucket: s3.bucket };
}

/**
 * A backup's files back where the settings keep them now: into the bucket (each object read
 * back and compared, one already there left alone) or onto disk. A backup taken from disk
 * restores into a bucket and the other way round.
 */
async function restoreUploads(config: Config, from: string) {
  const { s3 } = config;
  if (!s3) return void copyUploads(from, path.join(config.dataDir, 'uploads'));
  if (!existsSync(from)) return;
  const report = await withBucket(s3, (bucket) => migrateStorage(from, bucket)).catch(
    (error: unknown) => {
      if (!(error instanceof DependencyUnavailable)) throw error;
      throw new BackupError(`the bucket ${s3.bucket} cannot be reached: ${messageOf(error.cause)}`);
    },
  );
  const [failed] = report.failed;
  if (failed) {
    throw new BackupError(
      `${report.failed.length} files did not reach the bucket ${s3.bucket} (${failed.key}: ${failed.reason}); run the restore again`,
    );
  }
}

/** Writes a new backup directory (`target`, or ./backups/facet-<UTC time>). */
export async function createBackup(config: Config, target?: string) {
  const createdAt = new Date();
  const dir = path.resolve(target ?? path.join('backups', `facet-${stamp(createdAt)}`));
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new BackupError(`${dir} already exists and is not empty`);
  }
  // A bucket out of reach is said at once, not after the database's snapshot.
  await requireBucket(config);
  mkdirSync(dir, { recursive: true });
  try {
    // The database first, then the files: a file is stored before the row that names it, so
    // every file the snapshot refers to is already on disk when the copy starts.
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    const databaseFile = path.join(dir, config.databaseUrl ? POSTGRES_FILE : PGLITE_FILE);
    let migrations: Manifest['migrations'];
    if (config.databaseUrl) {
      runTool('pg_dump', ['--format=custom', `--file=${databaseFile}`], config.databaseUrl);
      migrations = migrationsInPgDump(databaseFile);
    } else {
      writeFileSync(databaseFile, await pgliteSnapshot(config));
      migrations = await migrationsInSnapshot(databaseFile, dir);
    }
    const uploads = await backUpUploads(config, path.join(dir, 'uploads'));
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: {
        kind,
        file: path.basename(databaseFile) as Manifest['database']['file'],
        bytes: statSync(databaseFile).size,
        sha256: await sha256Of(databaseFile),
      },
      migrations,
      uploads,
    };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    return { dir, manifest };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

async function isEmptyPostgres(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch {
    throw new BackupError('the database in DATABASE_URL cannot be reached');
  }
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/** Loads a PGlite snapshot into DATA_DIR/db; the database that was there is kept aside. */
async function restorePglite(databaseFile: string, dataDir: string) {
  const dbDir = path.join(dataDir, 'db');
  let keptAside: string | null = null;
  if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
    const aside = `${dbDir}.before-restore-${stamp(new Date())}`;
    keptAside = aside;
    for (let n = 2; existsSync(keptAside); n++) keptAside = `${aside}-${n}`;
    renameSync(dbDir, keptAside);
  }
  mkdirSync(dbDir, { recursive: true });
  try {
    const database = await PGlite.create({ dataDir: dbDir, loadDataDir: await openAsBlob(databaseFile) }); // prettier-ignore
    await database.close();
  } catch (error) {
    rmSync(dbDir, { recursive: true, force: true });
    if (keptAside) renameSync(keptAside, dbDir);
    throw new BackupError(
      `the snapshot could not be loaded (${messageOf(error)}); nothing changed`,
    );
  }
  return keptAside;
}

/**
 * Brings a backup back into the configured database and data directory (or bucket). Everything
 * is checked before anything is touched: the manifest, the database file's checksum, the
 * uploads' count and size, the release, the database kind, that no server holds the data
 * directory, and that the bucket, when the files go into one, answers.
 */
export async function restoreBackup(config: Config, from: string, { force = false } = {}) {
  const dir = path.resolve(from);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new BackupError(`${dir}: no such backup directory`);
  }
  const manifest = readManifest(dir);
  const databaseFile = path.join(dir, manifest.database.file);
  if (!existsSync(databaseFile)) throw new BackupError(`${databaseFile} is missing`);
  if ((await sha256Of(databaseFile)) !== manifest.database.sha256) {
    throw new BackupError(`${databaseFile} does not match its checksum: the backup is damaged`);
  }
  const uploads = treeSize(path.join(dir, 'uploads'));
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new BackupError(
      `${path.join(dir, 'uploads')} holds ${uploads.files} files (${uploads.bytes} bytes), ` +
        `the manifest says ${manifest.uploads.files} (${manifest.uploads.bytes} bytes): the backup is incomplete`,
    );
  }
  if (manifest.migrations.count > releaseMigrations().length) {
    throw new BackupError(
      `the backup was taken by a newer release (${manifest.migrations.count} migrations); restore it with that release`,
    );
  }
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'this is a PostgreSQL backup: set DATABASE_URL to the database to restore it into'
        : 'this is an embedded-database backup: unset DATABASE_URL to restore it into DATA_DIR',
    );
  }
  const server = liveServer(config.dataDir);
  if (server) {
    throw new BackupError(
      `a server (pid ${server.pid}) is running on ${config.dataDir}: stop it first`,
    );
  }

  // The files' destination too, before the database is touched.
  await requireBucket(config);

  let keptAside: string | null = null;
  if (config.databaseUrl) {
    if (!force && !(await isEmptyPostgres(config.databaseUrl))) {
      throw new BackupError(
        'the database in DATABASE_URL is not empty: restore with --force to replace it',
      );
    }
    // One transaction: a restore that fails leaves the database as it was.
    runTool(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--single-transaction',
        '--exit-on-error',
        databaseFile,
      ],
      config.databaseUrl,
    );
  } else {
    keptAside = await restorePglite(databaseFile, config.dataDir);
  }
  await restoreUploads(config, path.join(dir, 'uploads'));
  return { manifest, keptAside };
}
