/**
 * Backups a wholesaler can trust: a consistent snapshot of the database plus the uploaded
 * files, with a manifest that says what it holds and a checksum that proves it is intact —
 * and the way back.
 *
 *   backups/facet-20261123-234500/
 *     manifest.json        what, when, from which release, checksums
 *     database.tar.gz      the embedded database's own dump of its data directory, or
 *     database.pgdump      pg_dump's custom format
 *     uploads/…            every uploaded file, as stored
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  BACKUP_PURPOSE,
  BACKUP_SUBJECT,
  BACKUP_TOKEN_HEADER,
} from '../modules/backup/backup.routes';
import type { Config } from '../platform/config';
import { migrationsDir } from '../platform/paths';
import { liveServer } from '../platform/server-file';
import { loadSecret, signer } from '../platform/signing';

/** A mistake the operator can fix, said in one line (no stack, no credentials). */
export class BackupError extends Error {}

export type Manifest = {
  format: 1;
  createdAt: string;
  database: { kind: 'pglite' | 'postgres'; file: string; bytes: number; sha256: string };
  /** The schema the backup was taken with: the release's migration count and last tag. */
  migrations: { count: number; last: string };
  uploads: { files: number; bytes: number };
};

const PGLITE_FILE = 'database.tar.gz';
const POSTGRES_FILE = 'database.pgdump';

const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

function migrationsOfRelease(): Manifest['migrations'] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return { count: journal.entries.length, last: journal.entries.at(-1)?.tag ?? '' };
}

function treeSize(dir: string): { files: number; bytes: number } {
  if (!existsSync(dir)) return { files: 0, bytes: 0 };
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** Runs a PostgreSQL client tool; its own error text, without the connection URL. */
function run(tool: string, args: string[], databaseUrl: string) {
  const result = spawnSync(tool, [...args, `--dbname=${databaseUrl}`], { encoding: 'utf8' });
  if (result.error) throw new BackupError(`${tool} could not be run: ${result.error.message}`);
  if (result.status !== 0) {
    const said = (result.stderr || result.stdout).replaceAll(databaseUrl, '<DATABASE_URL>').trim();
    throw new BackupError(`${tool} failed: ${said.split('\n').slice(0, 5).join(' | ')}`);
  }
}

/** The embedded database as a gzipped tar: from the running server if one holds it. */
async function pgliteSnapshot(config: Config): Promise<Buffer> {
  const server = liveServer(config.dataDir);
  if (server) {
    const host = ['0.0.0.0', '::', ''].includes(server.host) ? '127.0.0.1' : server.host;
    const token = signer(loadSecret(config.secret, config.dataDir)).sign(
      BACKUP_PURPOSE,
      BACKUP_SUBJECT,
      60,
    );
    let response: Response;
    try {
      response = await fetch(`http://${host}:${server.port}/api/Admin/Backup/Database`, {
        headers: { [BACKUP_TOKEN_HEADER]: token },
      });
    } catch {
      throw new BackupError(
        `a server (pid ${server.pid}) holds ${config.dataDir} but does not answer on port ${server.port}`,
      );
    }
    if (!response.ok) {
      throw new BackupError(`the running server refused the snapshot (HTTP ${response.status})`);
    }
    return Buffer.from(await response.arrayBuffer());
  }
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

const stamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/** Writes a new backup directory and returns its path and manifest. */
export async function createBackup(config: Config, out?: string) {
  const createdAt = new Date();
  const target = path.resolve(out ?? path.join('backups', `facet-${stamp(createdAt)}`));
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new BackupError(`${target} already exists and is not empty`);
  }
  mkdirSync(target, { recursive: true });
  try {
    // The database first, then the files: a file is written before its row, so every file the
    // snapshot refers to is already on disk when the copy starts.
    let file: string;
    if (config.databaseUrl) {
      file = POSTGRES_FILE;
      run('pg_dump', ['--format=custom', `--file=${path.join(target, file)}`], config.databaseUrl);
    } else {
      file = PGLITE_FILE;
      writeFileSync(path.join(target, file), await pgliteSnapshot(config));
    }
    const uploads = path.join(config.dataDir, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, path.join(target, 'uploads'), { recursive: true });
    const databaseFile = path.join(target, file);
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      database: {
        kind: config.databaseUrl ? 'postgres' : 'pglite',
        file,
        bytes: statSync(databaseFile).size,
        sha256: sha256Of(databaseFile),
      },
      migrations: migrationsOfRelease(),
      uploads: treeSize(path.join(target, 'uploads')),
    };
    writeFileSync(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    return { dir: target, manifest };
  } catch (error) {
    rmSync(target, { recursive: true, force: true });
    throw error;
  }
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${dir} is not a Facet backup (no manifest.json)`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON`);
  }
  if (manifest.format !== 1 || !manifest.database?.file || !manifest.database.sha256) {
    throw new BackupError(`${file} is not a manifest this release can read`);
  }
  return manifest;
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
      `select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    return rows[0]!.n === 0;
  } finally {
    await client.end();
  }
}

/**
 * Brings a backup back into the configured database and data directory. Refuses while a
 * server holds the embedded database, and (without `force`) to overwrite a PostgreSQL
 * database that has tables; an embedded database already there is kept aside, not deleted.
 */
export async function restoreBackup(config: Config, dir: string, { force = false } = {}) {
  const source = path.resolve(dir);
  const manifest = readManifest(source);
  const databaseFile = path.join(source, manifest.database.file);
  if (!existsSync(databaseFile)) throw new BackupError(`${databaseFile} is missing`);
  if (sha256Of(databaseFile) !== manifest.database.sha256) {
    throw new BackupError(`${databaseFile} does not match its checksum: the backup is damaged`);
  }
  const release = migrationsOfRelease();
  if (manifest.migrations.count > release.count) {
    throw new BackupError(
      `the backup was taken by a newer release (${manifest.migrations.last}); restore it with that release`,
    );
  }
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new BackupError(
      manifest.database.kind === 'postgres'
        ? 'this is a PostgreSQL backup: set DATABASE_URL to the database to restore into'
        : 'this is an embedded-database backup: unset DATABASE_URL to restore it into DATA_DIR',
    );
  }
  const server = liveServer(config.dataDir);
  if (server) {
    throw new BackupError(
      `a server (pid ${server.pid}) is running on ${config.dataDir}: stop it first`,
    );
  }

  let keptAside: string | null = null;
  if (config.databaseUrl) {
    if (!force && !(await isEmptyPostgres(config.databaseUrl))) {
      throw new BackupError(
        'the database in DATABASE_URL is not empty: restore with --force to replace it',
      );
    }
    run(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--exit-on-error', databaseFile],
      config.databaseUrl,
    );
  } else {
    const dbDir = path.join(config.dataDir, 'db');
    if (existsSync(dbDir) && readdirSync(dbDir).length > 0) {
      keptAside = `${dbDir}.before-restore-${stamp(new Date())}`;
      renameSync(dbDir, keptAside);
    }
    mkdirSync(dbDir, { recursive: true });
    const snapshot = new Blob([readFileSync(databaseFile)]);
    const database = await PGlite.create({ dataDir: dbDir, loadDataDir: snapshot });
    await database.close();
  }

  const uploads = path.join(source, 'uploads');
  if (existsSync(uploads)) {
    cpSync(uploads, path.join(config.dataDir, 'uploads'), { recursive: true });
  }
  return { manifest, keptAside };
}
