/**
 * What a backup directory holds and how it is checked: the manifest, the database file's
 * checksum, the schema it was taken with, the uploaded files.
 *
 *   backups/facet-20261123-234500/
 *     manifest.json        written last: a directory without one is not a backup
 *     database.tar.gz      the embedded database's own dump of its data directory, or
 *     database.pgdump      pg_dump's custom format
 *     uploads/…            every uploaded file, as stored: from DATA_DIR/uploads, or every
 *                          object of the bucket when the files are in one (S3_BUCKET)
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { DependencyUnavailable, describeError } from '../../platform/health';
import { migrationsDir } from '../../platform/paths';
import type { S3Storage } from '../../platform/s3-storage';

/** A mistake the operator can fix, said in one line (no stack, no credentials). */
export class BackupError extends Error {}

export const PGLITE_FILE = 'database.tar.gz';
export const POSTGRES_FILE = 'database.pgdump';

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    // Only these names: a manifest cannot point the restore at a file outside the backup.
    file: z.enum([PGLITE_FILE, POSTGRES_FILE]),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /** The schema the snapshot holds: migrations applied, and the last one's tag. */
  migrations: z.object({ count: z.number().int().nonnegative(), last: z.string() }),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Where the files were taken from; backups older than buckets took them from disk. */
    store: z.enum(['disk', 's3']).default('disk'),
    bucket: z.string().optional(),
  }),
});
export type Manifest = z.infer<typeof manifestSchema>;
type Count = Pick<Manifest['uploads'], 'files' | 'bytes'>;

export async function sha256Of(file: string) {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export const stamp = (date: Date) =>
  date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

export const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/** The journal of this release's migrations: count and tags by their `when`. */
export function releaseMigrations() {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/**
 * What drizzle recorded in `drizzle.__drizzle_migrations` (one `created_at` per migration,
 * the journal's `when`): the count, and the last one named by this release's journal.
 */
export function appliedMigrations(createdAt: string[]): Manifest['migrations'] {
  if (createdAt.length === 0) return { count: 0, last: '' };
  const latest = Math.max(...createdAt.map(Number));
  const tag = releaseMigrations().find((entry) => entry.when === latest)?.tag;
  return { count: createdAt.length, last: tag ?? `a newer release's migration (${latest})` };
}

/** Temporary files (a dot name, `.tmp`) are no part of the uploads. */
const isTemporary = (name: string) => name.startsWith('.') || name.endsWith('.tmp');

/**
 * Copies a tree of uploaded files; files never change once written, so a plain copy is a
 * faithful one. A file that vanishes meanwhile (an account erased) is skipped.
 */
export function copyUploads(from: string, to: string): Count {
  const copied = { files: 0, bytes: 0 };
  if (!existsSync(from)) return copied;
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || isTemporary(entry.name)) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      copyFileSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.files += 1;
    copied.bytes += statSync(target).size;
  }
  return copied;
}

/**
 * Copies every object of the bucket into `to`, under the same names as on disk (so a backup of
 * a bucket restores onto disk as well as into a bucket). Objects never change once written; one
 * removed meanwhile is skipped. A name that would leave `to` is no upload of Facet's: skipped.
 */
export async function copyBucket(bucket: S3Storage, to: string): Promise<Count> {
  const copied = { files: 0, bytes: 0 };
  const root = path.resolve(to);
  try {
    for await (const object of bucket.list()) {
      const target = path.resolve(root, ...object.key.split('/'));
      if (object.key.endsWith('/') || !target.startsWith(root + path.sep)) continue;
      const data = await bucket.get(object.key);
      if (!data) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
      copied.files += 1;
      copied.bytes += data.length;
    }
  } catch (error) {
    if (!(error instanceof DependencyUnavailable)) throw error;
    throw new BackupError(
      `the bucket ${bucket.bucket} cannot be reached: ${describeError(error.cause).message}`,
    );
  }
  return copied;
}

export function treeSize(dir: string): Count {
  const size = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return size;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    size.files += 1;
    size.bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return size;
}

export function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${dir} is not a Facet backup (no manifest.json)`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    throw new BackupError(`${file} is not valid JSON`);
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success) {
    const [issue] = manifest.error.issues;
    throw new BackupError(
      `${file} is not a manifest this release can read (${issue!.path.join('.') || 'format'}: ${issue!.message})`,
    );
  }
  return manifest.data;
}

/**
 * One line for the operator, whatever went wrong; never the database URL, its password or the
 * secret, which a driver's message might repeat.
 */
export function failureLine(error: unknown): string {
  let line = messageOf(error);
  const { DATABASE_URL, SECRET } = process.env;
  for (const secret of [DATABASE_URL, SECRET]) {
    if (secret) line = line.replaceAll(secret, '<hidden>');
  }
  try {
    const password = DATABASE_URL && decodeURIComponent(new URL(DATABASE_URL).password);
    if (password) line = line.replaceAll(password, '<hidden>');
  } catch {
    // Not a URL: nothing more to hide.
  }
  return line;
}
