/**
 * `facet storage migrate [--from <dir>]` (`npm run storage:migrate`): copies the uploads on disk (default
 * DATA_DIR/uploads) into the bucket the S3_* settings name; the logic is migrateStorage
 * (platform/storage-migrate.ts). Safe to repeat; never deletes the source.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config';
import { DependencyUnavailable, describeError } from '../platform/health';
import { s3Storage } from '../platform/s3-storage';
import { migrateStorage } from '../platform/storage-migrate';

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

export async function storageMigrate(args: string[]): Promise<number> {
  const done = { copied: 0, there: 0, failed: 0 };
  try {
    const { values } = parseArgs({ args, options: { from: { type: 'string' } } });
    const config = loadConfig();
    if (!config.s3) throw new Error('S3_BUCKET is not set: set the S3_* settings of the bucket');
    // npm runs scripts in the repository root; a path given is meant from where it was typed.
    const from = values.from
      ? path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from)
      : path.join(config.dataDir, 'uploads');
    const bucket = s3Storage(config.s3);
    const started = Date.now();
    try {
      await bucket.check();
      const report = await migrateStorage(from, bucket, {
        onFile: (_key, outcome) => (done[outcome] += 1),
      });
      process.stdout.write(
        `Copied ${from} into s3://${bucket.bucket} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
          `  found    ${report.files} files, ${mb(report.bytes)} MB\n` +
          `  copied   ${report.copied} files, ${mb(report.copiedBytes)} MB, each read back and compared\n` +
          `  already  ${report.alreadyThere} files in the bucket\n` +
          `  failed   ${report.failed.length} files\n`,
      );
      for (const { key, reason } of report.failed) process.stderr.write(`  ${key}: ${reason}\n`);
      if (report.failed.length > 0) {
        process.stderr.write('storage:migrate: some files were not copied; run it again\n');
        return 1;
      }
      return 0;
    } finally {
      bucket.close();
    }
  } catch (error) {
    const line =
      error instanceof DependencyUnavailable
        ? `the bucket could not be reached (${describeError(error.cause).message}) after ` +
          `${done.copied} files copied; run it again to go on where it stopped`
        : describeError(error).message;
    process.stderr.write(`storage:migrate: ${line}\n`);
    return 1;
  }
}
