/**
 * `facet restore <backup dir> [--force]`: brings a backup from `facet backup` back into the
 * configured database (DATABASE_URL, else DATA_DIR's embedded one) and DATA_DIR/uploads, or
 * the bucket with S3_BUCKET. The server must be stopped; start it afterwards as usual (it
 * migrates a backup from an older release).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../modules/backup/backup.archive';
import { BackupError, failureLine } from '../modules/backup/backup.manifest';
import { loadConfig } from '../platform/config';

export async function restore(args: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { force: { type: 'boolean', default: false } },
      allowPositionals: true,
    });
    const [dir] = positionals;
    if (!dir || positionals.length > 1) {
      throw new BackupError('usage: npm run restore -- <backup dir> [--force]');
    }
    // npm runs scripts in the repository root; the path is meant from where it was typed.
    const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), dir);
    const { manifest, keptAside } = await restoreBackup(loadConfig(), from, {
      force: values.force,
    });
    process.stdout.write(
      `Restored the backup of ${manifest.createdAt} (${manifest.database.kind}, ` +
        `${manifest.migrations.count} migrations, ${manifest.uploads.files} uploaded files)\n` +
        (keptAside ? `  the database that was there is kept in ${keptAside}\n` : ''),
    );
    return 0;
  } catch (error) {
    process.stderr.write(`restore: ${failureLine(error)}\n`);
    return 1;
  }
}
