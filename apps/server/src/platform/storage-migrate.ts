import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DependencyUnavailable } from './health';
import type { S3Storage } from './s3-storage';

/** What a run did: every count in files, with their bytes where they moved. */
export type StorageMigration = {
  /** Files found under the disk store. */
  files: number;
  bytes: number;
  /** Copied into the bucket this run, each read back and found identical. */
  copied: number;
  copiedBytes: number;
  /** Already in the bucket with the same size (and checksum, where the bucket tells it). */
  alreadyThere: number;
  /** Not copied, each with why; the run goes on with the others. */
  failed: { key: string; reason: string }[];
};

/** Files being written (a dot name, `.tmp`) are no part of the store. */
const isTemporary = (name: string) => name.startsWith('.') || name.endsWith('.tmp');
/** Objects copied at once: a handful keeps the bucket busy without holding many videos in memory. */
const PARALLEL = 4;

/** An ETag that is the object's MD5 (a single-part upload without KMS), or null. */
const md5Of = (etag: string | undefined) => /^"?([0-9a-f]{32})"?$/.exec(etag ?? '')?.[1] ?? null;

/**
 * Copies a disk store (`DATA_DIR/uploads`) into a bucket under the same keys. Never deletes or
 * changes the source. Idempotent, so resumable: an object already there with the same size
 * (and MD5, when its ETag is one) is left as it is, so a second run copies only what is new —
 * run it while serving from disk, stop the server, run it again, start with S3_BUCKET. Each
 * copy is read back and compared byte for byte. A bucket out of reach stops the run (throws
 * `DependencyUnavailable`); the next run resumes.
 */
export async function migrateStorage(
  from: string,
  to: S3Storage,
  { onFile }: { onFile?: (key: string, outcome: 'copied' | 'there' | 'failed') => void } = {},
): Promise<StorageMigration> {
  const report: StorageMigration = {
    files: 0,
    bytes: 0,
    copied: 0,
    copiedBytes: 0,
    alreadyThere: 0,
    failed: [],
  };
  if (!existsSync(from)) throw new Error(`${from}: no such directory`);
  const keys = (await readdir(from, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !isTemporary(entry.name))
    .map((entry) => path.relative(from, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();

  report.files = keys.length;

  async function move(key: string) {
    let data: Buffer;
    try {
      data = await readFile(path.join(from, key));
    } catch (error) {
      // Erased meanwhile (an account cancelled while serving from disk): nothing to move.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      report.files -= 1;
      return;
    }
    report.bytes += data.length;
    const there = await to.head(key);
    const thereMd5 = md5Of(there?.etag);
    if (
      there &&
      there.bytes === data.length &&
      (!thereMd5 || thereMd5 === createHash('md5').update(data).digest('hex'))
    ) {
      report.alreadyThere += 1;
      onFile?.(key, 'there');
      return;
    }
    await to.put(key, data);
    const copy = await to.get(key);
    if (!copy || !copy.equals(data)) {
      report.failed.push({
        key,
        reason: copy ? `read back ${copy.length} bytes that differ` : 'not there after the copy',
      });
      onFile?.(key, 'failed');
      return;
    }
    report.copied += 1;
    report.copiedBytes += data.length;
    onFile?.(key, 'copied');
  }

  let next = 0;
  let unreachable: DependencyUnavailable | null = null;
  const worker = async () => {
    while (next < keys.length && !unreachable) {
      const key = keys[next++]!;
      try {
        await move(key);
      } catch (error) {
        if (error instanceof DependencyUnavailable) unreachable = error;
        else {
          report.failed.push({ key, reason: (error as Error).message.split('\n')[0]! });
          onFile?.(key, 'failed');
        }
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  if (unreachable) throw unreachable;
  return report;
}
