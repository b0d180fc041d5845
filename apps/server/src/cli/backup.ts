/**
 * `facet backup [--out <dir>]`: a consistent snapshot of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR — through the running server if one holds
 * it) plus the uploaded files (DATA_DIR/uploads, or the bucket's objects with S3_BUCKET), into a
 * new directory (default ./backups/facet-<UTC time>).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../modules/backup/backup.archive';
import { failureLine } from '../modules/backup/backup.manifest';
import { loadConfig } from '../platform/config';

export async function backup(args: string[]): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
    // npm runs scripts in the repository root; a path given is meant from where it was typed.
    const out = values.out && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
    const started = Date.now();
    const { dir, manifest } = await createBackup(loadConfig(), out);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    process.stdout.write(
      `Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
        `  database  ${manifest.database.kind}, ${mb(manifest.database.bytes)} MB, ` +
        `${manifest.migrations.count} migrations` +
        (manifest.migrations.last ? ` (last ${manifest.migrations.last})\n` : '\n') +
        `  uploads   ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)} MB` +
        (manifest.uploads.bucket ? ` from the bucket ${manifest.uploads.bucket}\n` : '\n'),
    );
    return 0;
  } catch (error) {
    process.stderr.write(`backup: ${failureLine(error)}\n`);
    return 1;
  }
}
