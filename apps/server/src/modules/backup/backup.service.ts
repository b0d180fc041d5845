import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/signing';

/** The header `npm run backup` proves itself with: a 60-second signature of the secret. */
export const BACKUP_TOKEN_HEADER = 'x-facet-backup';
export const BACKUP_PATH = '/api/Admin/Backup/Database';
const PURPOSE = 'backup';
const SUBJECT = 'database';
const TOKEN_SECONDS = 60;

/** What `npm run backup` sends: made with the secret the server signs with (SECRET or DATA_DIR/secret). */
export const backupToken = (signer: Signer) => signer.sign(PURPOSE, SUBJECT, TOKEN_SECONDS);

/**
 * The embedded database's snapshot, for `npm run backup` on the same machine: only the process
 * holding a PGlite data directory may read it, so the backup tool asks that process. No user
 * session opens this door — only a fresh signature made with the server's own secret, which
 * only someone who can read the data directory (or knows SECRET) can make. Anyone else, staff
 * included, gets the NOT_FOUND of a route that does not exist.
 */
export const backupService = ({ dump, signer }: { dump: () => Promise<Blob>; signer: Signer }) => ({
  async snapshot(token: string | undefined): Promise<Buffer> {
    if (!token || !signer.verify(PURPOSE, SUBJECT, token)) throw new AppError('NOT_FOUND');
    return Buffer.from(await (await dump()).arrayBuffer());
  },
});

export type BackupService = ReturnType<typeof backupService>;
