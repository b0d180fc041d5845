/**
 * `npm run restore -- <backup dir> [--force]`: brings a backup from `npm run backup` back into
 * the configured database (DATABASE_URL, else DATA_DIR's embedded one) and DATA_DIR/uploads.
 * The server must be stopped; start it afterwards as usual (it migrates if the backup is from
 * an older release).
 */
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from './ops/backup';
import { ConfigError, loadConfig } from './platform/config';

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
});

try {
  const [dir] = positionals;
  if (!dir || positionals.length > 1) {
    throw new BackupError('usage: npm run restore -- <backup dir> [--force]');
  }
  const { manifest, keptAside } = await restoreBackup(loadConfig(), dir, { force: values.force });
  process.stdout.write(
    `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, ` +
      `${manifest.uploads.files} uploaded files)\n` +
      (keptAside ? `  the database that was there is kept in ${keptAside}\n` : ''),
  );
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  process.stderr.write(`restore: ${error.message}\n`);
  process.exit(1);
}
