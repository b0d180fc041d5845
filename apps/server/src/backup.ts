/**
 * `npm run backup [-- --out <dir>]`: a consistent snapshot of the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR — through the running server if one holds
 * it) plus the uploaded files, into a new directory (default ./backups/facet-<time>).
 */
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from './ops/backup';
import { ConfigError, loadConfig } from './platform/config';

const { values } = parseArgs({ options: { out: { type: 'string' } } });

try {
  const started = Date.now();
  const { dir, manifest } = await createBackup(loadConfig(), values.out);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s\n` +
      `  database  ${manifest.database.kind}, ${mb(manifest.database.bytes)} MB\n` +
      `  uploads   ${manifest.uploads.files} files, ${mb(manifest.uploads.bytes)} MB\n`,
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  process.stderr.write(`backup: ${error.message}\n`);
  process.exit(1);
}
